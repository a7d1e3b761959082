import { availablePaths, navigation } from '@pitstop/domain/navigation';
import { reportRoles } from '@pitstop/domain/reports';
import {
  billingRoles,
  performanceReaders,
  permissions,
  rolesWith,
  staffRoles,
  timesheetReaders,
} from '@pitstop/domain/roles';
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
const AdminSettingsTaxCurrency = routeModule(
  () => import('./routes/admin-settings-tax-currency.tsx'),
);
const AdminSettingsInspectionTemplates = routeModule(
  () => import('./routes/admin-settings-inspection-templates.tsx'),
);
const AdminInspection = routeModule(() => import('./routes/admin-inspection.tsx'));
const AdminCalendar = routeModule(() => import('./routes/admin-calendar.tsx'));
const AdminAvailability = routeModule(() => import('./routes/admin-availability.tsx'));
const AdminEmployeeSchedules = routeModule(() => import('./routes/admin-employee-schedules.tsx'));
const AdminCalendarNew = routeModule(() => import('./routes/admin-calendar-new.tsx'));
const AdminBookings = routeModule(() => import('./routes/admin-bookings.tsx'));
const AdminBooking = routeModule(() => import('./routes/admin-booking.tsx'));
const AdminJobOrders = routeModule(() => import('./routes/admin-job-orders.tsx'));
const AdminJobOrderNew = routeModule(() => import('./routes/admin-job-order-new.tsx'));
const AdminJobOrder = routeModule(() => import('./routes/admin-job-order.tsx'));
const AdminJobOrderBoard = routeModule(() => import('./routes/admin-job-order-board.tsx'));
const AdminJobOrderBoardDisplay = routeModule(
  () => import('./routes/admin-job-order-board-display.tsx'),
);
const AdminCannedJobs = routeModule(() => import('./routes/admin-canned-jobs.tsx'));
const AdminPurchaseOrders = routeModule(() => import('./routes/admin-purchase-orders.tsx'));
const AdminPurchaseOrderNew = routeModule(() => import('./routes/admin-purchase-order-new.tsx'));
const AdminPurchaseOrder = routeModule(() => import('./routes/admin-purchase-order.tsx'));
const AdminSuppliers = routeModule(() => import('./routes/admin-suppliers.tsx'));
const AdminLowStockAlerts = routeModule(() => import('./routes/admin-low-stock-alerts.tsx'));
const AdminEmployeesPerformance = routeModule(
  () => import('./routes/admin-employees-performance.tsx'),
);
const AdminReportsClientRetention = routeModule(
  () => import('./routes/admin-reports-client-retention.tsx'),
);
const AdminReportsRevenue = routeModule(() => import('./routes/admin-reports-revenue.tsx'));
const AdminReportsEmployeePerformance = routeModule(
  () => import('./routes/admin-reports-employee-performance.tsx'),
);
const AdminReportsServiceTrends = routeModule(
  () => import('./routes/admin-reports-service-trends.tsx'),
);
const AdminInventory = routeModule(() => import('./routes/admin-inventory.tsx'));
const AdminInventoryNew = routeModule(() => import('./routes/admin-inventory-new.tsx'));
const AdminInventoryItem = routeModule(() => import('./routes/admin-inventory-item.tsx'));
const AdminInventoryItemEdit = routeModule(() => import('./routes/admin-inventory-item-edit.tsx'));
const AdminInvoices = routeModule(() => import('./routes/admin-invoices.tsx'));
const AdminInvoice = routeModule(() => import('./routes/admin-invoice.tsx'));
const AdminReceivables = routeModule(() => import('./routes/admin-receivables.tsx'));
const AdminEmployees = routeModule(() => import('./routes/admin-employees.tsx'));
const AdminEmployeeNew = routeModule(() => import('./routes/admin-employee-new.tsx'));
const AdminEmployee = routeModule(() => import('./routes/admin-employee.tsx'));
const AdminEmployeesTimesheets = routeModule(
  () => import('./routes/admin-employees-timesheets.tsx'),
);
const AdminNotAvailable = routeModule(() => import('./routes/admin-not-available.tsx'));
const Profile = routeModule(() => import('./routes/profile.tsx'));

const onlyAdmins = ['admin'] as const;
const calendarReaders = rolesWith('calendar', 'read');
/** Manage Schedules: admin and manager (employees rw, DESIGN.md §4). */
const scheduleManagers = ['admin', 'manager'] as const;
// Booking for others is the desk's job (admin, front desk); a mechanic's own schedule is not.
const calendarDesk = calendarReaders.filter((role) => permissions.calendar[role] === 'rw');
const jobOrderReaders = rolesWith('jobOrders', 'read');
// Walk-ins are opened by the desk (admin, front desk); a mechanic works the jobs given to them.
const jobOrderDesk = jobOrderReaders.filter((role) => permissions.jobOrders[role] === 'rw');
const inventoryReaders = rolesWith('inventory', 'read');
// Items and stock are changed by admin and manager; front desk and mechanics read them.
const inventoryWriters = rolesWith('inventory', 'write');
// The Employee List is the admin's and the manager's; the admin adds people (issue 24). Anyone on
// the staff opens their own Employee page (the server refuses others').
const employeeReaders = ['admin', 'manager'] as const;

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
        {/*
          `new` opens the Add dialog over the list, which stays mounted and draws it: the child
          route only matches the address, so its element is an explicit nothing.
        */}
        <Route path="clients" element={<AdminClients />}>
          <Route path="new" element={null} />
        </Route>
        <Route path="clients/:id" element={<AdminClientProfile />} />
        <Route path="vehicles" element={<AdminVehicles />}>
          <Route path="new" element={null} />
        </Route>
        <Route path="services" element={<AdminServices />} />
        <Route path="notifications" element={<AdminNotifications />} />
        <Route path="profile" element={<Profile />} />
        <Route element={<RequireRoles roles={onlyAdmins} />}>
          <Route path="settings/business" element={<AdminSettingsBusiness />} />
          <Route path="settings/tax-currency" element={<AdminSettingsTaxCurrency />} />
          <Route
            path="settings/inspection-templates"
            element={<AdminSettingsInspectionTemplates />}
          />
        </Route>
        <Route element={<RequireRoles roles={scheduleManagers} />}>
          <Route path="employees/schedules" element={<AdminEmployeeSchedules />} />
        </Route>
        <Route element={<RequireRoles roles={calendarReaders} />}>
          <Route path="calendar" element={<AdminCalendar />} />
          <Route path="calendar/availability" element={<AdminAvailability />} />
          <Route path="calendar/bookings" element={<AdminBookings />} />
          <Route path="calendar/bookings/:id" element={<AdminBooking />} />
        </Route>
        <Route element={<RequireRoles roles={calendarDesk} />}>
          <Route path="calendar/new" element={<AdminCalendarNew />} />
        </Route>
        <Route element={<RequireRoles roles={jobOrderReaders} />}>
          <Route path="job-orders" element={<AdminJobOrders />} />
          <Route path="job-orders/pending" element={<AdminJobOrders />} />
          <Route path="job-orders/completed" element={<AdminJobOrders />} />
          <Route path="job-orders/board" element={<AdminJobOrderBoard />} />
          <Route path="job-orders/:id" element={<AdminJobOrder />} />
          <Route path="inspections/:id" element={<AdminInspection />} />
        </Route>
        <Route element={<RequireRoles roles={jobOrderDesk} />}>
          <Route path="job-orders/new" element={<AdminJobOrderNew />} />
          <Route path="job-orders/canned-jobs" element={<AdminCannedJobs />} />
        </Route>
        <Route element={<RequireRoles roles={inventoryReaders} />}>
          <Route path="inventory" element={<AdminInventory />} />
          <Route path="inventory/items/:id" element={<AdminInventoryItem />} />
          <Route path="inventory/alerts" element={<AdminLowStockAlerts />} />
          <Route path="inventory/purchase-orders" element={<AdminPurchaseOrders />} />
          <Route path="inventory/purchase-orders/:id" element={<AdminPurchaseOrder />} />
          <Route path="inventory/suppliers" element={<AdminSuppliers />} />
        </Route>
        <Route element={<RequireRoles roles={inventoryWriters} />}>
          <Route path="inventory/new" element={<AdminInventoryNew />} />
          <Route path="inventory/items/:id/edit" element={<AdminInventoryItemEdit />} />
          <Route path="inventory/purchase-orders/new" element={<AdminPurchaseOrderNew />} />
        </Route>
        <Route element={<RequireRoles roles={employeeReaders} />}>
          <Route path="employees" element={<AdminEmployees />} />
        </Route>
        <Route element={<RequireRoles roles={onlyAdmins} />}>
          <Route path="employees/new" element={<AdminEmployeeNew />} />
        </Route>
        <Route element={<RequireRoles roles={staffRoles} />}>
          <Route path="employees/:userOrEmployeeId" element={<AdminEmployee />} />
        </Route>
        <Route element={<RequireRoles roles={performanceReaders} />}>
          <Route path="employees/performance" element={<AdminEmployeesPerformance />} />
        </Route>
        <Route element={<RequireRoles roles={reportRoles} />}>
          <Route path="reports/revenue" element={<AdminReportsRevenue />} />
          <Route path="reports/client-retention" element={<AdminReportsClientRetention />} />
          <Route
            path="reports/employee-performance"
            element={<AdminReportsEmployeePerformance />}
          />
          <Route path="reports/service-trends" element={<AdminReportsServiceTrends />} />
        </Route>
        <Route element={<RequireRoles roles={billingRoles} />}>
          <Route path="invoices" element={<AdminInvoices />} />
          <Route path="invoices/receivables" element={<AdminReceivables />} />
          <Route path="invoices/:id" element={<AdminInvoice />} />
        </Route>
        {/* Everyone's own timesheet; admin and manager the team's (the API decides). */}
        <Route element={<RequireRoles roles={timesheetReaders} />}>
          <Route path="employees/timesheets" element={<AdminEmployeesTimesheets />} />
        </Route>
        {laterDashboardScreens}
        {laterScreens}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
      {/* The board for a screen in the shop: no sidebar, no header. */}
      <Route element={<RequireRoles roles={jobOrderReaders} />}>
        <Route path="job-orders/board/display" element={<AdminJobOrderBoardDisplay />} />
      </Route>
    </Routes>
  );
}
