import { ConfirmDialog } from '@/ui/ConfirmDialog';

/**
 * 'Trocar de restaurante?': asked before the bag's items from another restaurant are replaced,
 * by the menu (one item) and by 'Pedir de novo' (a past order's items).
 */
export function SwitchRestaurantDialog({
  currentName,
  adding,
  onCancel,
  onConfirm,
}: {
  /** The restaurant whose items the bag holds. */
  currentName: string | null;
  /** What would go in: 'este item', 'os itens deste pedido'. */
  adding: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog title="Trocar de restaurante?" confirmLabel="Limpar sacola e adicionar" onCancel={onCancel} onConfirm={onConfirm}>
      <p>
        Sua sacola tem itens de <strong>{currentName ?? 'outro restaurante'}</strong>. Só é possível pedir de um restaurante por vez: deseja limpar a
        sacola e adicionar {adding}?
      </p>
    </ConfirmDialog>
  );
}
