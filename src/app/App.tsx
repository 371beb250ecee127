import { BrowserRouter, useRoutes } from 'react-router-dom';
import { appRoutes } from './AppRoutes';
import { ToastProvider } from '@/ui/Toast';
import { SessionProvider } from './SessionProvider';
import { useScrollRestoration } from './use-scroll-restoration';

function AppRouting() {
  useScrollRestoration();
  return useRoutes(appRoutes);
}

/**
 * The whole application: session first, then the router. A declarative BrowserRouter, not a data
 * router: Sabor reads its data through Firestore subscriptions, not route loaders, and the data
 * router's code would be part of every first paint.
 */
export function App() {
  return (
    <SessionProvider>
      <ToastProvider>
        <BrowserRouter>
          <AppRouting />
        </BrowserRouter>
      </ToastProvider>
    </SessionProvider>
  );
}
