import { useSyncExternalStore } from 'react';
import './offline-banner.css';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** A thin banner while the device is offline: what shows may be out of date. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      Você está sem internet. Mostrando o que já foi carregado; pedidos são enviados quando a conexão voltar.
    </p>
  );
}
