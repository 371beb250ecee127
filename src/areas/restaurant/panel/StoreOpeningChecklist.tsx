import { useState } from 'react';
import { isAvailableNow, type Product } from '@/domain/catalog/catalog';
import { STORE_CHECKLIST, STORE_NOT_READY_MESSAGE, storeCanOpen, type StoreReadiness } from '@/domain/restaurants/store-opening';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { formatPixKey, PIX_KEY_TYPE_LABELS } from '@/domain/money/pix-key';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { storeReadiness } from '@/domain/restaurants/store-opening';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useNow } from '@/ui/use-now';
import { areasSummary, DeliveryAreasModal } from './settings/DeliveryAreasSection';
import { useOpenStore } from './use-open-store';
import './store-checklist.css';


/** The line under each item: what the live data says now. */
function detailOf(key: keyof StoreReadiness, readiness: StoreReadiness, restaurant: Restaurant, availableCount: number): string {
  switch (key) {
    case 'hasHours':
      return readiness.hasHours ? 'Pronto: há dias abertos com horário.' : 'Marque os dias em que a loja abre e o horário de cada um.';
    case 'hasAvailableProduct':
      return availableCount > 0 ? `Pronto: ${availableCount === 1 ? '1 produto disponível' : `${availableCount} produtos disponíveis`}.` : 'Nenhum produto disponível ainda.';
    case 'hasDeliveryAreas':
      return readiness.hasDeliveryAreas ? `Pronto: ${areasSummary(restaurant)}.` : 'A loja ainda não entrega em nenhum bairro. Escolha os bairros e a taxa de cada um.';
    case 'hasPixKey':
      return restaurant.pix ? `Chave Pix (${PIX_KEY_TYPE_LABELS[restaurant.pix.tipo]}): ${formatPixKey(restaurant.pix)}` : 'Nenhuma chave Pix cadastrada. Fale com o suporte da Sabor para incluir.';
  }
}

/**
 * The owner's first day (issue #24): while the shop is not open to customers, what is left to do,
 * ticked from live data, each with the button that opens the panel section that does it, and
 * 'Abrir minha loja' once the required items are done. The server (openStore) decides again.
 */
export function StoreOpeningChecklist({
  restaurant,
  products,
  onEditHours,
  onOpenMenu,
}: {
  restaurant: Restaurant;
  /** null while the products load. */
  products: Product[] | null;
  /** 'Editar Dados' opened at the opening hours. */
  onEditHours: () => void;
  onOpenMenu: () => void;
}) {
  const { open, busy, error } = useOpenStore(restaurant.id);
  const [areasOpen, setAreasOpen] = useState(false);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const readiness = storeReadiness(restaurant, products ?? [], now);
  const canOpen = products !== null && storeCanOpen(readiness);
  // What a customer could order now: 'Esgotado hoje' does not count.
  const availableCount = (products ?? []).filter((product) => isAvailableNow(product, now)).length;
  const actions: Partial<Record<keyof StoreReadiness, { label: string; run: () => void }>> = {
    hasHours: { label: 'Definir horários', run: onEditHours },
    hasAvailableProduct: { label: 'Ir para o cardápio', run: onOpenMenu },
    hasDeliveryAreas: { label: 'Definir bairros', run: () => setAreasOpen(true) },
  };

  return (
    <section className="card store-checklist" aria-labelledby="store-checklist-title">
      <div>
        <h2 id="store-checklist-title">Prepare sua loja para abrir</h2>
        <p className="hint">Sua loja ainda não aparece para os clientes. Conclua os itens abaixo e toque em “Abrir minha loja”.</p>
      </div>
      <ol className="list list--tight store-checklist__items">
        {STORE_CHECKLIST.map((item) => {
          const done = readiness[item.key];
          const action = actions[item.key];
          return (
            <li key={item.key} className={done ? 'store-checklist__item is-done' : 'store-checklist__item'}>
              <span className="store-checklist__mark" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <span className="store-checklist__text">
                <strong>
                  {item.label}
                  <span className="visually-hidden">{done ? ' (feito)' : ' (pendente)'}</span>
                </strong>
                {item.required ? null : <span className="store-checklist__optional"> Recomendado</span>}
                <span className="hint">{products === null && item.key === 'hasAvailableProduct' ? 'Carregando produtos...' : detailOf(item.key, readiness, restaurant, availableCount)}</span>
              </span>
              {action ? (
                <Button size="sm" variant="secondary" onClick={action.run}>
                  {action.label}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="store-checklist__footer">
        {canOpen ? null : <p className="hint">{STORE_NOT_READY_MESSAGE}</p>}
        <Button size="lg" disabled={!canOpen} busy={busy} onClick={() => void open()}>
          Abrir minha loja
        </Button>
      </div>
      {areasOpen ? <DeliveryAreasModal restaurant={restaurant} onClose={() => setAreasOpen(false)} /> : null}
    </section>
  );
}
