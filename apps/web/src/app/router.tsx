import { availablePaths, navigation } from '@pitstop/domain/navigation';
import { rolesWith } from '@pitstop/domain/roles';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useParams,
} from 'react-router';
import {
  RequireRoles,
  RequireSignedIn,
  RequireStaff,
} from '../features/auth/components/route-guards.tsx';
import { AuthRoot } from './layouts/auth-root.tsx';
import { RouteError } from './route-error.tsx';

/** DESIGN.md §3.2: `/dashboard/x` is the sidebar's old prefix for `/admin/x`. */
function DashboardRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/admin${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

const onlyAdmins = ['admin'] as const;

/**
 * Sidebar screens of later releases (calendar, job orders, inventory, …): one plain "not
 * available yet" page each, behind the role check of its area (DESIGN.md §4).
 */
const laterScreens: RouteObject[] = navigation
  .filter((group) => group.key !== 'dashboard' && group.key !== 'clients')
  .map((group) => ({
    element: (
      <RequireRoles
        roles={rolesWith(group.key as Exclude<typeof group.key, 'dashboard'>, 'read')}
      />
    ),
    children: group.links
      .filter((link) => !(availablePaths as readonly string[]).includes(link.path))
      .map((link) => ({
        path: link.path.slice('/admin/'.length),
        lazy: () => import('./routes/admin-not-available.tsx'),
      })),
  }));
const laterDashboardScreens: RouteObject[] = ['quick-actions', 'service-reminders'].map((path) => ({
  path,
  lazy: () => import('./routes/admin-not-available.tsx'),
}));
const onlyClients = ['client'] as const;

/** Every page but the landing and workshop pages reads the API: one query cache for them all. */
const pagesThatReadTheApi: RouteObject[] = [
  { path: '/contact', lazy: () => import('./routes/contact.tsx') },

  // Public auth pages (spec §4 auth views).
  { path: '/login', lazy: () => import('./routes/login.tsx') },
  { path: '/signup', lazy: () => import('./routes/signup.tsx') },
  { path: '/auth/magic-link', lazy: () => import('./routes/magic-link.tsx') },
  { path: '/auth/forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
  { path: '/auth/update-password', lazy: () => import('./routes/update-password.tsx') },
  { path: '/auth/verify-otp', lazy: () => import('./routes/verify-otp.tsx') },
  { path: '/invite', lazy: () => import('./routes/invite.tsx') },
  // A workshop's portal invitation: public, so a new car owner can see it before signing up.
  { path: '/client/join', lazy: () => import('./routes/client-join.tsx') },

  {
    element: <RequireSignedIn />,
    children: [
      { path: '/onboarding', lazy: () => import('./routes/onboarding.tsx') },
      { path: '/unauthorized', lazy: () => import('./routes/unauthorized.tsx') },
      {
        // The staff workspace: every staff role; each screen checks its own role.
        path: '/admin',
        element: <RequireStaff />,
        children: [
          {
            lazy: () => import('./layouts/staff-layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/admin-home.tsx') },
              {
                // `new` opens the Add dialog over the list, which stays mounted.
                path: 'clients',
                lazy: () => import('./routes/admin-clients.tsx'),
                children: [{ path: 'new' }],
              },
              { path: 'clients/:id', lazy: () => import('./routes/admin-client-profile.tsx') },
              {
                path: 'vehicles',
                lazy: () => import('./routes/admin-vehicles.tsx'),
                children: [{ path: 'new' }],
              },
              { path: 'services', lazy: () => import('./routes/admin-services.tsx') },
              {
                path: 'notifications',
                lazy: () => import('./routes/admin-notifications.tsx'),
              },
              { path: 'profile', lazy: () => import('./routes/profile.tsx') },
              {
                element: <RequireRoles roles={onlyAdmins} />,
                children: [
                  {
                    path: 'settings/business',
                    lazy: () => import('./routes/admin-settings-business.tsx'),
                  },
                ],
              },
              ...laterDashboardScreens,
              ...laterScreens,
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      },
      {
        // The car owner's area: any signed-in account (spec §6).
        path: '/client',
        lazy: () => import('./layouts/client-layout.tsx'),
        children: [
          { index: true, element: <Navigate to="/client/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/client-dashboard.tsx') },
          { path: 'profile', lazy: () => import('./routes/client-profile.tsx') },
          { path: 'account', lazy: () => import('./routes/profile.tsx') },
          { path: 'vehicles', lazy: () => import('./routes/client-vehicles.tsx') },
          {
            element: <RequireRoles roles={onlyClients} />,
            children: [
              {
                path: 'service-history',
                lazy: () => import('./routes/client-service-history.tsx'),
              },
              {
                path: 'communication',
                lazy: () => import('./routes/client-communication.tsx'),
              },
            ],
          },
          { path: '*', element: <Navigate to="/client" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter([
  {
    element: <AuthRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx') },
      { path: '/mechanics', lazy: () => import('./routes/mechanics.tsx') },
      {
        lazy: () => import('./layouts/data-root.tsx'),
        children: pagesThatReadTheApi,
      },
      { path: '/dashboard/*', element: <DashboardRedirect /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
