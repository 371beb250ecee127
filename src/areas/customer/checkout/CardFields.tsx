import { CARD_BRAND_LABELS, cardBrandOf } from '@/domain/payments/card-form';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import type { CardPayment } from './use-card-payment';

/**
 * The card of 'Cartão (pague agora)' (issue #52): typed here, sent from this page to Mercado Pago
 * only (use-card-payment.ts), each field with its own message. Credit, paid at once.
 */
export function CardFields({ card, disabled }: { card: CardPayment; disabled: boolean }) {
  const { form, errors, change } = card;
  const brand = cardBrandOf(form.numero);
  return (
    <fieldset className="card-fields" disabled={disabled}>
      <legend>Dados do cartão de crédito</legend>
      <TextField
        label="Número do cartão"
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        value={form.numero}
        onChange={(event) => change('numero', event.target.value)}
        error={errors.numero}
        hint={brand ? CARD_BRAND_LABELS[brand] : undefined}
      />
      <TextField label="Nome impresso no cartão" name="cc-name" autoComplete="cc-name" maxLength={60} value={form.nome} onChange={(event) => change('nome', event.target.value)} error={errors.nome} />
      <div className="card-fields__row">
        <TextField label="Validade (MM/AA)" name="cc-exp" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/AA" maxLength={7} value={form.validade} onChange={(event) => change('validade', event.target.value)} error={errors.validade} />
        <TextField label="Código de segurança" name="cc-csc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} value={form.cvv} onChange={(event) => change('cvv', event.target.value)} error={errors.cvv} />
      </div>
      <TextField label="CPF do titular" name="cpf-titular" inputMode="numeric" maxLength={14} value={form.cpf} onChange={(event) => change('cpf', event.target.value)} error={errors.cpf} />
      <p className="hint">Pagamento à vista no crédito. Os dados do cartão vão direto para o Mercado Pago: a Sabor não os recebe nem guarda.</p>
      {card.failure ? <Notice tone="error">{card.failure}</Notice> : null}
    </fieldset>
  );
}
