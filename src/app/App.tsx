import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './AppRoutes';
import { ToastProvider } from '@/ui/Toast';
import { SessionProvider } from './SessionProvider';

/** The whole application: session first, then the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <SessionProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>
  );
}
