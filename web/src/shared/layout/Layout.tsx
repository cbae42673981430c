import { Outlet } from 'react-router-dom';
import { AuthErrorNotice } from '../auth/AuthErrorNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { useRouteMatches } from './route-matches';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';
import { useRouteTitle } from './use-route-title';
import { useScrollRestoration } from './use-scroll-restoration';

export function Layout() {
  const showHero = useRouteMatches().some((match) => match.route.handle?.hero);
  useRouteTitle();
  useScrollRestoration();
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
    </div>
  );
}
