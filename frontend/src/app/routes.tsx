import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { AnonymousOnly } from '../features/auth/components/anonymous-only.tsx';
import { RequireIdentity } from '../features/auth/components/require-identity.tsx';
import { LogoutRoute } from '../features/auth/components/logout-route.tsx';

/**
 * The site's routes (spec 2). Each page is its own chunk, loaded when its route is first visited, so the
 * home page's first load carries no account or auth page code. Paths match case-insensitively (React
 * Router's default; spec 2: routes are case-insensitive).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page are shown inside the layout, keeping the header and its links.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/pages/home-page.tsx')).HomePage }) },
          {
            Component: AnonymousOnly,
            children: [
              { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage }) },
              { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/pages/register-page.tsx')).RegisterPage }) },
              { path: 'resend', lazy: async () => ({ Component: (await import('../features/auth/pages/resend-page.tsx')).ResendPage }) },
            ],
          },
          { path: 'verify/:code', lazy: async () => ({ Component: (await import('../features/auth/pages/verify-page.tsx')).VerifyPage }) },
          { path: 'logout', Component: LogoutRoute },
          {
            Component: RequireIdentity,
            children: [
              { path: 'account', lazy: async () => ({ Component: (await import('../features/account/pages/account-page.tsx')).AccountPage }) },
            ],
          },
          // Spec 2: unknown paths go to the home page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
