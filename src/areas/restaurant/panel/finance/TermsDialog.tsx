import { restaurantTermsAt, type TermsOffer } from '@/domain/money/partner-terms';
import { formatPercent } from '@/domain/money/commission';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { useAcceptTerms } from './use-finance';

/**
 * The partner terms awaiting the dono (issue #38): each clause at the offered rate, and 'Aceitar
 * termos'. The request names the version and rate read here, so a change meanwhile is refused
 * rather than accepted unread.
 */
export function TermsDialog({ restaurantId, offer, reason, onClose }: { restaurantId: string; offer: TermsOffer; reason: string | null; onClose: () => void }) {
  const { busy, error, accept: acceptOffer } = useAcceptTerms(restaurantId);

  async function accept() {
    if (await acceptOffer(offer)) onClose();
  }

  return (
    <Modal
      title={`Termos de parceria Sabor · versão ${offer.termos}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Agora não
          </Button>
          <Button onClick={() => void accept()} busy={busy}>
            Aceitar termos
          </Button>
        </>
      }
    >
      <p>
        Taxa de comissão: <strong>{formatPercent(offer.comissaoPercentual)}</strong>. Ela vale para os pedidos feitos depois do aceite; os anteriores mantêm a taxa com que foram feitos.
      </p>
      {reason ? <p className="hint">Motivo informado pela Sabor: {reason}</p> : null}
      <ol className="terms-list">
        {restaurantTermsAt(offer.comissaoPercentual).map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </ol>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
