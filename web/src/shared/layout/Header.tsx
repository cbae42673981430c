import { Link, useLocation } from 'react-router-dom';
import { MainNav } from './MainNav';
import { MobileNav } from './MobileNav';

export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="border-b-2 border-brand-500 bg-white py-4 md:py-6">
      {/* One row from md (768 px) up: the nav sheds icons and the e-mail below xl to fit. */}
      <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="shrink-0 rounded-sm text-2xl font-bold tracking-tight text-brand-600 lg:text-3xl">
          TuckIn.com
        </Link>
        <div className="md:hidden">
          {/* Keyed by path: any navigation closes the drawer. */}
          <MobileNav key={pathname} />
        </div>
        <div className="ml-auto hidden md:block">
          <MainNav />
        </div>
      </div>
    </header>
  );
}
