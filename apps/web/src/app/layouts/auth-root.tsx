import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider, useAuth } from '../../features/auth/auth-context.tsx';
import { DateFormatProvider } from '../../lib/dates.tsx';
import { MoneyFormatProvider } from '../../lib/money.tsx';

/** Money and dates are shown in the signed-in person's shop format; USD for everyone else. */
function ProfileMoneyFormat({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  return (
    <MoneyFormatProvider currency={profile?.currency} locale={profile?.locale}>
      <DateFormatProvider timeZone={profile?.timeZone} locale={profile?.locale}>
        {children}
      </DateFormatProvider>
    </MoneyFormatProvider>
  );
}

/** The router's root: every route, public or not, can ask who is signed in. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <ProfileMoneyFormat>
        <Outlet />
      </ProfileMoneyFormat>
    </AuthProvider>
  );
}
