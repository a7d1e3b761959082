import { createBrowserRouter, Navigate } from 'react-router';
import { RouteError } from './route-error.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx') },
      { path: '/mechanics', lazy: () => import('./routes/mechanics.tsx') },
      { path: '/contact', lazy: () => import('./routes/contact.tsx') },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
