import { useEffect } from 'react';
import { PANEL_HEARTBEAT_MS } from '@/domain/restaurants/ordering-state';
import { markPanelSeen } from '@/services/restaurants';

/**
 * While the panel is open it tells customers the restaurant is there: at once, every
 * PANEL_HEARTBEAT_MS and when the tablet wakes up. A restaurant that asks for it takes orders only
 * while this is recent (orderingState), so nobody orders from a dark tablet.
 */
export function usePanelHeartbeat(restaurantId: string | null): void {
  useEffect(() => {
    if (!restaurantId) return undefined;
    const beat = () =>
      markPanelSeen(restaurantId).catch((error: unknown) => {
        // The next beat tries again; meanwhile customers may see the restaurant as not receiving.
        console.error('Erro ao avisar que o painel está aberto', error);
      });
    beat();
    const timer = window.setInterval(beat, PANEL_HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [restaurantId]);
}
