import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToastsShown } from '../lib/toast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const ToastStack = lazy(() =>
  import('./toast-stack.tsx').then((module) => ({ default: module.ToastStack })),
);

/** Most visits never see a toast: the toast stack and its styles load with the first one. */
function Toasts() {
  const shown = useToastsShown();
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}
