import { availablePaths, navigation } from '@pitstop/domain/navigation';
import { rolesWith } from '@pitstop/domain/roles';
import { Navigate, Route, Routes } from 'react-router';
import { RequireRoles } from '../features/auth/components/route-guards.tsx';
import { Component as StaffLayout } from './layouts/staff-layout.tsx';
import { routeModule } from './route-module.ts';

const AdminHome = routeModule(() => import('./routes/admin-home.tsx'));
const AdminClients = routeModule(() => import('./routes/admin-clients.tsx'));
const AdminClientProfile = routeModule(() => import('./routes/admin-client-profile.tsx'));
const AdminVehicles = routeModule(() => import('./routes/admin-vehicles.tsx'));
const AdminServices = routeModule(() => import('./routes/admin-services.tsx'));
const AdminNotifications = routeModule(() => import('./routes/admin-notifications.tsx'));
const AdminSettingsBusiness = routeModule(() => import('./routes/admin-settings-business.tsx'));
const AdminNotAvailable = routeModule(() => import('./routes/admin-not-available.tsx'));
const Profile = routeModule(() => import('./routes/profile.tsx'));

const onlyAdmins = ['admin'] as const;

/**
 * Sidebar screens of later releases (calendar, job orders, inventory, …): one plain "not
 * available yet" page each, behind the role check of its area (DESIGN.md §4).
 */
const laterScreens = navigation
  .filter((group) => group.key !== 'dashboard' && group.key !== 'clients')
  .map((group) => (
    <Route
      key={group.key}
      element={
        <RequireRoles
          roles={rolesWith(group.key as Exclude<typeof group.key, 'dashboard'>, 'read')}
        />
      }
    >
      {group.links
        .filter((link) => !(availablePaths as readonly string[]).includes(link.path))
        .map((link) => (
          <Route
            key={link.path}
            path={link.path.slice('/admin/'.length)}
            element={<AdminNotAvailable />}
          />
        ))}
    </Route>
  ));
const laterDashboardScreens = ['quick-actions', 'service-reminders'].map((path) => (
  <Route key={path} path={path} element={<AdminNotAvailable />} />
));

/**
 * The staff workspace's screens under `/admin` (the router checks the account is staff first).
 * Loaded with the workspace and its layout, so that public pages carry neither its routes nor
 * its sidebar's navigation.
 */
export function Component() {
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<AdminHome />} />
        {/* `new` opens the Add dialog over the list, which stays mounted. */}
        <Route path="clients" element={<AdminClients />}>
          <Route path="new" />
        </Route>
        <Route path="clients/:id" element={<AdminClientProfile />} />
        <Route path="vehicles" element={<AdminVehicles />}>
          <Route path="new" />
        </Route>
        <Route path="services" element={<AdminServices />} />
        <Route path="notifications" element={<AdminNotifications />} />
        <Route path="profile" element={<Profile />} />
        <Route element={<RequireRoles roles={onlyAdmins} />}>
          <Route path="settings/business" element={<AdminSettingsBusiness />} />
        </Route>
        {laterDashboardScreens}
        {laterScreens}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
