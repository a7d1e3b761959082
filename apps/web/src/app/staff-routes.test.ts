import type { ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as StaffRoutes } from './staff-routes.tsx';

// React Router warns (in development builds only, so the browser tests never see it) when the
// deepest route matched declares no element: every staff address must end in one that does.
const routes = createRoutesFromElements(
  (StaffRoutes() as ReactElement<{ children: ReactElement }>).props.children,
);

describe('staff routes', () => {
  it.each([
    '/clients',
    '/clients/new',
    '/vehicles',
    '/vehicles/new',
    '/inventory/new',
    '/calendar/new',
  ])('%s ends in a route with an element', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path, path).toBeDefined();
    expect(leaf?.element !== undefined || leaf?.Component !== undefined, path).toBe(true);
  });
});
