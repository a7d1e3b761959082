import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { LiveUpdates } from '../live-updates.tsx';

/**
 * Every page that reads the API: one query cache, kept fresh by the live updates. The landing
 * and workshop pages read nothing, so they load without either (ADR 006).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <Outlet />
    </QueryClientProvider>
  );
}
