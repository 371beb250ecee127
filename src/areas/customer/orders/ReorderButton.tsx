import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bagStore } from '@/state/bag-store';
import { EMPTY_BAG, type Bag } from '@/domain/checkout/bag';
import { orderingMessage, orderingState } from '@/domain/restaurants/ordering-state';
import type { Order } from '@/domain/orders/order';
import { fillBag, reorderFrom, reorderNotes, type Reorder } from '@/domain/checkout/reorder';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { SwitchRestaurantDialog } from '../shared/SwitchRestaurantDialog';
import { reorderState } from './ReorderNotice';
import { readTodaysMenu } from './reorder-reads';
import './reorder.css';

/**
 * 'Pedir de novo' on a past order: reads the restaurant's menu as it is today, puts in the bag
 * what can still be ordered at today's prices, and goes to /sacola, which tells what was left out
 * and which prices changed. Like the menu, it adds nothing while the restaurant does not take
 * orders (closed, paused, its panel dark) and says why. A bag of another restaurant is replaced
 * only after asking, with the menu's own question.
 */
export function ReorderButton({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ reorder: Reorder; currentName: string | null } | null>(null);
  const restaurant = { id: order.restaurantId, nome: order.restaurantName || 'Restaurante' };

  function fill(reorder: Reorder, bag: Bag) {
    const result = fillBag(bag, restaurant, reorder.lines);
    if (result.kind === 'needs-confirmation') {
      setAsking({ reorder, currentName: result.currentRestaurantName });
      return;
    }
    bagStore.save(result.bag);
    navigate(PATHS.bag, { state: reorderState(reorderNotes(reorder, result.leftOver)) });
  }

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const [current, products, groups] = await readTodaysMenu(order.restaurantId);
      if (!current) {
        setError('Este restaurante não está mais no Sabor.');
        return;
      }
      const now = new Date();
      const state = orderingState(current, now);
      if (!state.open) {
        setError(orderingMessage(state));
        return;
      }
      const reorder = reorderFrom(order, products, new Map(groups.map((group) => [group.id, group])), now);
      if (reorder.lines.length === 0) {
        setError(['Nenhum item deste pedido pode ser pedido agora.', ...reorderNotes(reorder)].join(' '));
        return;
      }
      fill(reorder, bagStore.read());
    } catch (caught) {
      console.error('Erro ao pedir de novo', caught);
      setError('Não foi possível carregar o cardápio do restaurante. Verifique sua conexão e tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="secondary" busy={busy} onClick={() => void start()} aria-label={`Pedir de novo de ${restaurant.nome}`}>
        Pedir de novo
      </Button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {asking ? (
        <SwitchRestaurantDialog
          currentName={asking.currentName}
          adding="os itens deste pedido"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { reorder } = asking;
            setAsking(null);
            fill(reorder, EMPTY_BAG);
          }}
        />
      ) : null}
    </>
  );
}
