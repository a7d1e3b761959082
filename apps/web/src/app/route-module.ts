import { type ComponentType, lazy } from 'react';

/**
 * A route module (it exports `Component`), loaded the first time its route is shown. Routes are
 * declared as elements rather than with createBrowserRouter: React Router's data router is
 * ~13 kB (Brotli) more on every page, and Pitstop uses none of it (ADR 006).
 */
export function routeModule(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}
