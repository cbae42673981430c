import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { publicPageAt } from './page-chunks';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { routes, type PageHandle } from './routes';

interface PageRoute {
  address: string;
  page: string;
  signedIn: boolean;
}

/** Every route that shows a page, with an address it matches and whether it needs sign-in. */
function pageRoutes(list: RouteObject[], signedIn = false): PageRoute[] {
  return list.flatMap((route) => {
    const behindSignIn = signedIn || (route.element as ReactElement | undefined)?.type === ProtectedRoute;
    const page = (route.handle as PageHandle | undefined)?.page;
    const own = page ? [{ address: route.index ? '/' : `/${route.path!.replace(/:\w+/g, 'x')}`, page, signedIn: behindSignIn }] : [];
    return [...own, ...pageRoutes(route.children ?? [], behindSignIn)];
  });
}

describe('publicPageAt', () => {
  const all = pageRoutes(routes);

  it('finds every page route', () => {
    expect(all.length).toBeGreaterThanOrEqual(11);
  });

  it.each(all.filter((r) => !r.signedIn))('names the page routes.tsx shows at $address', ({ address, page }) => {
    expect(publicPageAt(address)).toBe(page);
  });

  it.each(all.filter((r) => r.signedIn))('names no page at $address, which needs sign-in', ({ address }) => {
    expect(publicPageAt(address)).toBeUndefined();
  });

  it('names no page at an unknown address', () => {
    expect(publicPageAt('/no-such-page')).toBeUndefined();
  });
});
