import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import {
  RequireRoles,
  RequireSignedIn,
  RequireStaff,
} from '../features/auth/components/route-guards.tsx';
import { AuthRoot } from './layouts/auth-root.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { routeModule } from './route-module.ts';

const Landing = routeModule(() => import('./routes/landing.tsx'));
const Mechanics = routeModule(() => import('./routes/mechanics.tsx'));
const DataRoot = routeModule(() => import('./layouts/data-root.tsx'));
const Contact = routeModule(() => import('./routes/contact.tsx'));
const Login = routeModule(() => import('./routes/login.tsx'));
const Signup = routeModule(() => import('./routes/signup.tsx'));
const MagicLink = routeModule(() => import('./routes/magic-link.tsx'));
const ForgotPassword = routeModule(() => import('./routes/forgot-password.tsx'));
const UpdatePassword = routeModule(() => import('./routes/update-password.tsx'));
const VerifyOtp = routeModule(() => import('./routes/verify-otp.tsx'));
const Invite = routeModule(() => import('./routes/invite.tsx'));
const ClientJoin = routeModule(() => import('./routes/client-join.tsx'));
const Rate = routeModule(() => import('./routes/rate.tsx'));
const Onboarding = routeModule(() => import('./routes/onboarding.tsx'));
const Unauthorized = routeModule(() => import('./routes/unauthorized.tsx'));
const Profile = routeModule(() => import('./routes/profile.tsx'));
const StaffRoutes = routeModule(() => import('./staff-routes.tsx'));
const ClientLayout = routeModule(() => import('./layouts/client-layout.tsx'));
const ClientDashboard = routeModule(() => import('./routes/client-dashboard.tsx'));
const ClientProfile = routeModule(() => import('./routes/client-profile.tsx'));
const ClientVehicles = routeModule(() => import('./routes/client-vehicles.tsx'));
const ClientServiceHistory = routeModule(() => import('./routes/client-service-history.tsx'));
const ClientCommunication = routeModule(() => import('./routes/client-communication.tsx'));
const Book = routeModule(() => import('./routes/book.tsx'));
const ClientBookings = routeModule(() => import('./routes/client-bookings.tsx'));
const ClientBookingDetail = routeModule(() => import('./routes/client-booking-detail.tsx'));
const ClientInvoices = routeModule(() => import('./routes/client-invoices.tsx'));
const ClientInvoice = routeModule(() => import('./routes/client-invoice.tsx'));
const Estimate = routeModule(() => import('./routes/estimate.tsx'));
const ClientEstimate = routeModule(() => import('./routes/client-estimate.tsx'));
const Inspection = routeModule(() => import('./routes/inspection.tsx'));
const ClientInspections = routeModule(() => import('./routes/client-inspections.tsx'));
const ClientInspection = routeModule(() => import('./routes/client-inspection.tsx'));

/** DESIGN.md §3.2: `/dashboard/x` is the sidebar's old prefix for `/admin/x`. */
function DashboardRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/admin${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

const onlyClients = ['client'] as const;

function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthRoot />}>
        <Route path="/" element={<Landing />} />
        <Route path="/mechanics" element={<Mechanics />} />

        {/* Every page but the landing and workshop pages reads the API: one query cache. */}
        <Route element={<DataRoot />}>
          <Route path="/contact" element={<Contact />} />
          {/* Online booking: public, so a visitor can start it before signing in. */}
          <Route path="/book" element={<Book />} />
          {/* An e-mailed estimate: answered with a typed name, no sign-in. */}
          <Route path="/estimate/:token" element={<Estimate />} />
          {/* An e-mailed inspection: its results with photos, no sign-in. */}
          <Route path="/inspection/:token" element={<Inspection />} />

          {/* Public auth pages (spec §4 auth views). */}
          <Route path="/login" element={<Login />} />
          <Route path="/signup" element={<Signup />} />
          <Route path="/auth/magic-link" element={<MagicLink />} />
          <Route path="/auth/forgot-password" element={<ForgotPassword />} />
          <Route path="/auth/update-password" element={<UpdatePassword />} />
          <Route path="/auth/verify-otp" element={<VerifyOtp />} />
          <Route path="/invite" element={<Invite />} />
          {/* A workshop's portal invitation: public, so a new car owner can see it first. */}
          <Route path="/client/join" element={<ClientJoin />} />
          {/* "How was your visit?" from the completion mail: public, answered without an account. */}
          <Route path="/rate/:token" element={<Rate />} />

          <Route element={<RequireSignedIn />}>
            <Route path="/onboarding" element={<Onboarding />} />
            <Route path="/unauthorized" element={<Unauthorized />} />

            {/* The staff workspace: every staff role; each screen checks its own role. */}
            <Route element={<RequireStaff />}>
              <Route path="/admin/*" element={<StaffRoutes />} />
            </Route>

            {/* The car owner's area: any signed-in account (spec §6). */}
            <Route path="/client" element={<ClientLayout />}>
              <Route index element={<Navigate to="/client/dashboard" replace />} />
              <Route path="dashboard" element={<ClientDashboard />} />
              <Route path="profile" element={<ClientProfile />} />
              <Route path="account" element={<Profile />} />
              <Route path="vehicles" element={<ClientVehicles />} />
              <Route element={<RequireRoles roles={onlyClients} />}>
                <Route path="service-history" element={<ClientServiceHistory />} />
                <Route path="communication" element={<ClientCommunication />} />
                <Route path="bookings" element={<ClientBookings />} />
                <Route path="bookings/:id" element={<ClientBookingDetail />} />
                <Route path="invoices" element={<ClientInvoices />} />
                <Route path="invoices/:id" element={<ClientInvoice />} />
                <Route path="estimates/:jobOrderId" element={<ClientEstimate />} />
                <Route path="inspections" element={<ClientInspections />} />
                <Route path="inspections/:id" element={<ClientInspection />} />
              </Route>
              <Route path="*" element={<Navigate to="/client" replace />} />
            </Route>
          </Route>
        </Route>

        <Route path="/dashboard/*" element={<DashboardRedirect />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The app's pages. Moving to another page keeps the current one on screen until the next one's
 * code has loaded (React Router updates the location in a transition).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
