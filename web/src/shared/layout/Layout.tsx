import { Outlet, ScrollRestoration, useMatches, type Location } from 'react-router-dom';
import { useRouteTitle } from './use-route-title';
import { AuthErrorNotice } from '../auth/AuthErrorNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';

/** Route `handle` read by the layout: `hero` shows the banner under the header; `title` names the tab. */
export interface LayoutHandle {
  hero?: boolean;
  title?: string | ((params: Readonly<Record<string, string | undefined>>) => string);
}

/**
 * Keyed by path: a new page starts at the top and Back returns to where the user was,
 * while a filter, sort or page change (same path, new query) leaves the scroll alone.
 */
const scrollKey = (location: Location) => location.pathname;

export function Layout() {
  const showHero = useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.hero);
  useRouteTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <AuthErrorNotice />
      {showHero && <Hero />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
