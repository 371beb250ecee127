import { useLocation, useNavigate } from 'react-router-dom';
import { Notice } from '@/ui/Notice';
import './reorder.css';

/** What 'Pedir de novo' hands to /sacola in the navigation state. */
interface ReorderState {
  reorderNotes: string[];
}

export function reorderState(notes: string[]): ReorderState {
  return { reorderNotes: notes };
}

function readNotes(state: unknown): string[] | null {
  const notes = (state as Partial<ReorderState> | null)?.reorderNotes;
  return Array.isArray(notes) && notes.every((note) => typeof note === 'string') ? notes : null;
}

/**
 * On /sacola after 'Pedir de novo': that the past order's items are in the bag, and what was left
 * out or costs differently today, until the customer dismisses it.
 */
export function ReorderNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notes = readNotes(location.state);
  if (!notes) return null;
  const dismiss = (
    <button type="button" className="link-button" onClick={() => navigate(location.pathname, { replace: true, state: null })}>
      OK
    </button>
  );
  if (notes.length === 0) {
    return (
      <Notice tone="success" action={dismiss}>
        Os itens do pedido anterior estão na sacola, com os mesmos preços.
      </Notice>
    );
  }
  return (
    <Notice tone="warning" action={dismiss}>
      <strong>Os itens do pedido anterior estão na sacola, com algumas mudanças:</strong>
      <ul className="reorder-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Notice>
  );
}
