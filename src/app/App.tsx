import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './AppRoutes';
import { SessionProvider } from './SessionProvider';

/** The whole application: session first, then the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
