import { useState } from 'react';
import type { TeamRole } from '@/domain/accounts/team';
import { rateInForce, termsToAccept } from '@/domain/money/partner-terms';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { commissionRuleText, DELIVERY_FEE_RULE_TEXT, DISCOUNT_RULE_TEXT, formatPercent } from '@/domain/money/commission';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TermsDialog } from './TermsDialog';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

type ContractFields = Pick<Restaurant, 'id' | 'contrato' | 'contratoProposto' | 'comissaoPercentual'>;

/**
 * What the restaurant's contract says, and the terms awaiting its dono (issue #38): shown above
 * every tab to the dono (the notice), and on 'Financeiro' to the dono and the gerente (the card).
 */
export function TermsNotice({ restaurant, role }: { restaurant: ContractFields; role: TeamRole | null }) {
  const [reading, setReading] = useState(false);
  const offer = termsToAccept(restaurant);
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
        {restaurant.contratoProposto
          ? `A Sabor propôs uma nova taxa de comissão para a sua loja: ${formatPercent(offer.comissaoPercentual)}. Ela só vale depois do seu aceite.`
          : `Os termos de parceria da Sabor mudaram (versão ${offer.termos}). Leia e aceite a nova versão.`}
      </Notice>
      {reading ? <TermsDialog restaurantId={restaurant.id} offer={offer} reason={restaurant.contratoProposto?.motivo || null} onClose={() => setReading(false)} /> : null}
    </>
  );
}

export function ContractCard({ restaurant }: { restaurant: ContractFields }) {
  const rate = rateInForce(restaurant);
  const offer = termsToAccept(restaurant);
  return (
    <div className="card finance__rules">
      <p>{commissionRuleText(rate)}</p>
      <p>{DISCOUNT_RULE_TEXT}</p>
      <p>{DELIVERY_FEE_RULE_TEXT}</p>
      <p className="hint">
        {restaurant.contrato
          ? `Termos de parceria versão ${restaurant.contrato.termos || '—'}${restaurant.contrato.aceitoEm ? `, aceitos em ${dateFormat.format(restaurant.contrato.aceitoEm)}` : ''}. `
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
