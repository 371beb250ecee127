import { useState } from 'react';
import type { TeamRole } from '@/domain/accounts/team';
import { rateInForce, termsToAccept } from '@/domain/money/partner-terms';
import type { CommercialTerms } from '@/domain/restaurants/commercial-terms';
import { commissionRuleText, DELIVERY_FEE_RULE_TEXT, DISCOUNT_RULE_TEXT, formatPercent } from '@/domain/money/commission';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TermsDialog } from './TermsDialog';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * What the restaurant's contract says, and the terms awaiting its dono (issue #38): shown above
 * every tab to the dono (the notice), and on 'Financeiro' to the dono and the gerente (the card).
 */
export function TermsNotice({ restaurantId, terms, role }: { restaurantId: string; terms: CommercialTerms; role: TeamRole | null }) {
  const [reading, setReading] = useState(false);
  const offer = termsToAccept(terms);
  if (!offer || role !== 'dono') return null;
  return (
    <>
      <Notice
        tone="warning"
        action={
          <Button size="sm" variant="secondary" onClick={() => setReading(true)}>
            Ler e aceitar
          </Button>
        }
      >
        {terms.contratoProposto
          ? `A Sabor propôs uma nova taxa de comissão para a sua loja: ${formatPercent(offer.comissaoPercentual)}. Ela só vale depois do seu aceite.`
          : `Os termos de parceria da Sabor mudaram (versão ${offer.termos}). Leia e aceite a nova versão.`}
      </Notice>
      {reading ? <TermsDialog restaurantId={restaurantId} offer={offer} reason={terms.contratoProposto?.motivo || null} onClose={() => setReading(false)} /> : null}
    </>
  );
}

export function ContractCard({ terms }: { terms: CommercialTerms }) {
  const rate = rateInForce(terms);
  const offer = termsToAccept(terms);
  return (
    <div className="card finance__rules">
      <p>{commissionRuleText(rate)}</p>
      <p>{DISCOUNT_RULE_TEXT}</p>
      <p>{DELIVERY_FEE_RULE_TEXT}</p>
      <p className="hint">
        {terms.contrato
          ? `Termos de parceria versão ${terms.contrato.termos || '—'}${terms.contrato.aceitoEm ? `, aceitos em ${dateFormat.format(terms.contrato.aceitoEm)}` : ''}. `
          : ''}
        Os extratos vão de segunda a domingo. Cada um fecha na segunda-feira seguinte e é pago por Pix à Sabor.
      </p>
      {offer ? (
        <p className="hint">
          Aguardando o aceite do dono: termos versão {offer.termos}, taxa de {formatPercent(offer.comissaoPercentual)}.
        </p>
      ) : null}
    </div>
  );
}
