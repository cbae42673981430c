import { Outlet, useMatches } from 'react-router-dom';
import { AuthErrorNotice } from '../auth/AuthErrorNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';
import { showsHero, useRouteTitle } from './use-route-title';
import { useScrollRestoration } from './use-scroll-restoration';

export function Layout() {
  const showHero = showsHero(useMatches());
  useRouteTitle();
  useScrollRestoration();
  return (
    <div className="flex flex-col">
      <SkipLink />
      <Header />
      <AuthErrorNotice />
      {showHero && <Hero />}
      {/* At least a screen tall, so the footer starts below the fold: content that arrives after
          the first paint (the page's data, the session check) grows the page without moving
          anything in view. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-10 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
