import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_LENGTH, validateReview } from '@/domain/restaurants/review';
import { isReservedName } from '@/domain/shared/validation';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { StarInput } from '@/ui/StarRating';
import { sendReview } from './review-writes';
import '../checkout/checkout.css';

/** 'Avaliar Restaurante': 1-5 stars (required) and an optional comment, for one delivered order. */
export function RateRestaurantModal({
  restaurantId,
  restaurantName,
  orderId,
  user,
  initialRating = 0,
  onDone,
  onClose,
}: {
  restaurantId: string;
  restaurantName: string;
  orderId: string;
  user: { uid: string; name: string };
  /** The stars already chosen where the rating started (the status page's prompt). */
  initialRating?: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateReview(rating, comment);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (isReservedName(user.name)) {
      // The rules refuse it too: a review is signed with the profile name, which must not pose as Sabor.
      setError('Seu nome de perfil contém "Sabor", "oficial", "suporte" ou "admin". Altere-o em Editar Perfil para avaliar.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendReview({ restaurantId, orderId, userId: user.uid, userName: user.name, rating, comment });
      onDone();
    } catch (caught) {
      console.error('Erro ao avaliar', caught);
      setError('Não foi possível enviar sua avaliação. Tente novamente.');
      setBusy(false);
    }
  }

  return (
    <Modal title={`Avaliar ${restaurantName}`} onClose={onClose} size="sm">
      <form className="stack" onSubmit={submit} noValidate>
        <StarInput name={`rating-${orderId}`} label="Como foi o seu pedido?" value={rating} onChange={setRating} />
        <label className="plain-field">
          <span>Comentário (opcional)</span>
          <textarea className="note-input" value={comment} maxLength={MAX_COMMENT_LENGTH} rows={3} placeholder="Conte como foi a comida e a entrega" onChange={(event) => setComment(event.target.value)} />
        </label>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" block busy={busy}>
          Enviar avaliação
        </Button>
      </form>
    </Modal>
  );
}
