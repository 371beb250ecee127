import { PROMOTION_MAX_DAYS, type PromotionForm } from '@/domain/catalog/dish-promotion-owner';
import { PRICE_RANGE } from '@/domain/catalog/product.form';
import { MoneyField } from '@/ui/MoneyField';
import { TextField } from '@/ui/TextField';

/**
 * A regular dish's 'de/por' in the product form (issue #40): switched on, the 'por' price and the
 * first and last day it holds, São Paulo time. Switching it off keeps what was typed, so turning
 * it back on loses nothing.
 */
export function PromotionFields({ value, onChange }: { value: PromotionForm; onChange: (next: PromotionForm) => void }) {
  const set = <K extends keyof PromotionForm>(key: K, next: PromotionForm[K]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="product-form__promotion">
      <legend>Promoção</legend>
      <label>
        <input type="checkbox" checked={value.ativa} onChange={(event) => set('ativa', event.target.checked)} /> Preço promocional por um período ('de/por')
      </label>
      {value.ativa ? (
        <div className="product-form__grid">
          <MoneyField
            label="Preço promocional (R$)"
            name="promocao-preco"
            placeholder="Ex.: 29,90"
            range={PRICE_RANGE}
            value={value.preco}
            onChange={(text) => set('preco', text)}
          />
          <span className="hint span-2">Válido do primeiro ao último dia, no horário de São Paulo; no máximo {PROMOTION_MAX_DAYS} dias.</span>
          <TextField label="Primeiro dia" name="promocao-inicio" type="date" value={value.inicio} onChange={(event) => set('inicio', event.target.value)} />
          <TextField label="Último dia" name="promocao-fim" type="date" value={value.fim} onChange={(event) => set('fim', event.target.value)} />
        </div>
      ) : null}
    </fieldset>
  );
}
