import type { BlockedCustomer } from '@/domain/orders/blocks';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import type { LiveResult } from '@/ui/use-subscription';
import { useUnblockCustomer } from './use-order-writes';
import './orders.css';

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** 'Clientes bloqueados': who the restaurant blocked and when, with 'Desbloquear' to undo it. */
export function BlockedCustomersModal({ restaurantId, blocked, onClose }: { restaurantId: string; blocked: LiveResult<BlockedCustomer[]>; onClose: () => void }) {
  const { unblock, unblocking, error } = useUnblockCustomer(restaurantId);

  return (
    <Modal title="Clientes bloqueados" onClose={onClose} closeLabel="Fechar">
      <p className="hint">Clientes bloqueados não conseguem fazer pedidos neste restaurante.</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {blocked.status === 'loading' ? (
        <p className="muted">Carregando clientes bloqueados...</p>
      ) : blocked.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os clientes bloqueados. Verifique a conexão.</Notice>
      ) : blocked.data.length === 0 ? (
        <p className="empty-state">Nenhum cliente bloqueado.</p>
      ) : (
        <ul className="list list--tight blocked-list">
          {blocked.data.map((entry) => (
            <li key={entry.customerId} className="blocked-list__item">
              <span>
                <strong>{entry.nome}</strong>
                <small className="muted"> · {entry.em ? `desde ${dateTimeFormat.format(entry.em)}` : 'agora'}</small>
              </span>
              <Button variant="secondary" size="sm" busy={unblocking === entry.customerId} disabled={!!unblocking} onClick={() => unblock(entry)}>
                Desbloquear
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
