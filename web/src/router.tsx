import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { RouteErrorPage } from './shared/errors/RouteErrorPage';
import { Layout, type LayoutHandle } from './shared/layout/Layout';
import { ApiDocsPage } from './storefront/routes/ApiDocsPage';
import { ApiStatusPage } from './storefront/routes/ApiStatusPage';
import { AuthCallbackPage } from './storefront/routes/AuthCallbackPage';
import { BusinessInsightsPage } from './storefront/routes/BusinessInsightsPage';
import { DetailPage } from './storefront/routes/DetailPage';
import { HomePage } from './storefront/routes/HomePage';
import { OrderStatusPage } from './storefront/routes/OrderStatusPage';
import { PerformancePage } from './storefront/routes/PerformancePage';
import { SearchPage } from './storefront/routes/SearchPage';
import { PageSpinner } from './shared/ui/Spinner';

const withHero: LayoutHandle = { hero: true };

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
              { index: true, element: <HomePage />, handle: withHero },
              { path: 'auth-callback', element: <AuthCallbackPage /> },
              { path: 'search/:city', element: <SearchPage /> },
              { path: 'detail/:restaurantId', element: <DetailPage /> },
              { path: 'api-docs', element: <ApiDocsPage /> },
              { path: 'api-status', element: <ApiStatusPage /> },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'order-status', element: <OrderStatusPage /> },
                  {
                    path: 'user-profile',
                    lazy: () => import('./storefront/routes/UserProfilePage').then((m) => ({ Component: m.UserProfilePage })),
                  },
                  {
                    // The owner area: react-admin and MUI stay in their own chunk.
                    path: 'manage-restaurant',
                    lazy: () => import('./admin/ManageRestaurantPage').then((m) => ({ Component: m.ManageRestaurantPage })),
                  },
                  { path: 'business-insights', element: <BusinessInsightsPage /> },
                  { path: 'performance', element: <PerformancePage /> },
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

export const router = createBrowserRouter(routes);
