import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import '@/ui/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Not part of the first paint: the worker installs once the page has settled (pwa/register.ts).
import('@/app/pwa/register')
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch((error: unknown) => console.error('Service worker não registrado', error));
