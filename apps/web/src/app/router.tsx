import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { isStaff } from '../lib/permissions';
import { AuthEventsListener } from './AuthEventsListener';
import { Allow, AnonymousOnly, RequireAuth, SelfServiceOnly } from './guards';
import { AdminLayout } from './shell/AdminLayout';
import { AppLayout } from './shell/AppLayout';
import { PublicLayout } from './shell/PublicLayout';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const ResetPage = lazy(() => import('../features/auth/pages/ResetPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/pages/ChangePasswordPage'));
const LogoutPage = lazy(() => import('../features/auth/pages/LogoutPage'));
const AboutPage = lazy(() => import('../features/about/pages/AboutPage'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/DashboardPage'));
const EditProfilePage = lazy(() => import('../features/account/pages/EditProfilePage'));
const EditPasswordPage = lazy(() => import('../features/account/pages/EditPasswordPage'));
const SupportPage = lazy(() => import('../features/account/pages/SupportPage'));
const BackOfficeHomePage = lazy(() => import('../features/back-office/pages/BackOfficeHomePage'));
const AdminConsolePage = lazy(() => import('../features/admin/pages/AdminConsolePage'));

function Root() {
  return (
    <>
      <AuthEventsListener />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The routes of spec/1 §2 and spec/3 §2; modules add theirs inside the shell as they are built. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'login',
            element: (
              <AnonymousOnly>
                <LoginPage />
              </AnonymousOnly>
            ),
          },
          { path: 'reset', element: <ResetPage /> },
          { path: 'change-password/:token', element: <ChangePasswordPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'about', element: <AboutPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SelfServiceOnly />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  { index: true, element: <DashboardPage /> },
                  { path: 'edit-profile', element: <EditProfilePage /> },
                  {
                    path: 'edit-password',
                    element: (
                      <Allow when={(me) => me.can_change_password}>
                        <EditPasswordPage />
                      </Allow>
                    ),
                  },
                  { path: 'support', element: <SupportPage /> },
                  {
                    path: 'back_office',
                    element: (
                      <Allow when={isStaff}>
                        <BackOfficeHomePage />
                      </Allow>
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: 'admin',
            element: (
              <Allow when={(me) => me.is_superuser}>
                <AdminLayout />
              </Allow>
            ),
            children: [{ index: true, element: <AdminConsolePage /> }],
          },
        ],
      },
      // spec/1 §2: unknown URLs go to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
