import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { RouteErrorPage } from './shared/errors/RouteErrorPage';
import { Layout, type LayoutHandle } from './shared/layout/Layout';
import { ApiStatusPage } from './storefront/routes/ApiStatusPage';
import { AuthCallbackPage } from './storefront/routes/AuthCallbackPage';
import { DetailPage } from './storefront/routes/DetailPage';
import { HomePage } from './storefront/routes/HomePage';
import { OrderStatusPage } from './storefront/routes/OrderStatusPage';
import { SearchPage } from './storefront/routes/SearchPage';
import { PageSpinner } from './shared/ui/Spinner';

const page = (title: LayoutHandle['title']): LayoutHandle => ({ title });
// 'all' is every city (spec §2).
const searchTitle = ({ city }: Readonly<Record<string, string | undefined>>) =>
  !city || city.toLowerCase() === 'all' ? 'Restaurants in all cities' : `Restaurants in ${city}`;

/**
 * Spec §2 route table. Page errors render inside the layout; shell errors on their own.
 * Pages with heavy dependencies (forms) load lazily.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteErrorPage />,
    // Shown only when the first page is a lazily loaded one.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage />, handle: { hero: true, title: 'Tuck into a takeway today' } },
              { path: 'auth-callback', element: <AuthCallbackPage />, handle: page('Signing in') },
              { path: 'search/:city', element: <SearchPage />, handle: page(searchTitle) },
              { path: 'detail/:restaurantId', element: <DetailPage />, handle: page('Restaurant details') },
              {
                // The YAML parser loads only here.
                path: 'api-docs',
                handle: page('API Docs'),
                lazy: () => import('./storefront/routes/ApiDocsPage').then((m) => ({ Component: m.ApiDocsPage })),
              },
              { path: 'api-status', element: <ApiStatusPage />, handle: page('API Status') },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'order-status', element: <OrderStatusPage />, handle: page('Order Status') },
                  {
                    path: 'user-profile',
                    handle: page('User Profile'),
                    lazy: () => import('./storefront/routes/UserProfilePage').then((m) => ({ Component: m.UserProfilePage })),
                  },
                  {
                    // The owner area: react-admin and MUI stay in their own chunk.
                    path: 'manage-restaurant',
                    handle: page('Manage Restaurant'),
                    lazy: () => import('./admin/ManageRestaurantPage').then((m) => ({ Component: m.ManageRestaurantPage })),
                  },
                  {
                    // The charts library (recharts) stays in this page's chunk.
                    path: 'business-insights',
                    handle: page('Analytics'),
                    lazy: () => import('./storefront/routes/BusinessInsightsPage').then((m) => ({ Component: m.BusinessInsightsPage })),
                  },
                  {
                    path: 'performance',
                    handle: page('Performance'),
                    lazy: () => import('./storefront/routes/PerformancePage').then((m) => ({ Component: m.PerformancePage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
