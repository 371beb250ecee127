import { useState, type FormEvent } from 'react';
import { COUPON_RULES, type Coupon } from '@/domain/promotions/coupon';
import { COUPON_RULE_LABELS } from '@/domain/promotions/coupon-terms';
import { couponToForm, emptyCouponForm, validateCouponForm, type CouponForm } from '@/domain/promotions/coupon.form';
import type { CouponsData } from '@/state/use-coupons';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';

/** Where new coupons go: a store's, or one of the cities the operator picks from. */
export type CouponOwner = { restaurantId: string } | { cities: ReadonlyArray<{ key: string; nome: string }> };

/** A coupon shown to every customer of the stores it applies to (domain/promotions/store-promotions.ts). */
const PUBLIC_COUPON_LABEL = { store: 'Mostrar no card da loja e no cardápio', city: 'Mostrar nos cards e cardápios das lojas da cidade' };

/**
 * A coupon's form, new (`coupon` null) or to edit: checked here (coupon.form.ts), saved by `onSave`,
 * which resolves with the failure's text (the form stays open with what was typed) or null.
 */
export function CouponFormModal({ owner, coupon, now, onSave, onClose }: { owner: CouponOwner; coupon: Coupon | null; now: Date; onSave: CouponsData['save']; onClose: () => void }) {
  const [form, setForm] = useState<CouponForm>(() => (coupon ? couponToForm(coupon) : emptyCouponForm(now)));
  const [city, setCity] = useState('cities' in owner ? (owner.cities[0]?.key ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCouponForm(form);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    setError(null);
    const failure = await onSave(coupon, checked.terms, city);
    if (failure === null) return onClose();
    setError(failure);
    setBusy(false);
  }

  return (
    <Modal title={coupon ? `Editar cupom ${coupon.codigo}` : 'Novo cupom'} onClose={onClose} size="md">
      <form className="stack" onSubmit={submit} noValidate>
        {'cities' in owner && !coupon ? (
          <SelectField label="Cidade" placeholder={null} value={city} options={owner.cities.map((option) => ({ value: option.key, label: option.nome }))} onChange={(event) => setCity(event.target.value)} />
        ) : null}
        <TextField label="Código" name="codigo" value={form.codigo} disabled={!!coupon} autoCapitalize="characters" hint="De 4 a 20 letras ou números, como BEMVINDO10." onChange={(event) => set('codigo', event.target.value)} />
        <SelectField
          label="Tipo de desconto"
          placeholder={null}
          value={form.tipo}
          options={[
            { value: 'percentual', label: 'Porcentagem dos itens' },
            { value: 'valor', label: 'Valor fixo (R$)' },
          ]}
          onChange={(event) => set('tipo', event.target.value === 'valor' ? 'valor' : 'percentual')}
        />
        <TextField label={form.tipo === 'percentual' ? 'Desconto (%)' : 'Desconto (R$)'} name="valor" inputMode="decimal" value={form.valor} onChange={(event) => set('valor', event.target.value)} />
        {form.tipo === 'percentual' ? (
          <TextField label="Desconto máximo (R$, opcional)" name="maximo" inputMode="decimal" value={form.maximo} onChange={(event) => set('maximo', event.target.value)} />
        ) : null}
        <TextField label="Pedido mínimo (R$, opcional)" name="pedidoMinimo" inputMode="decimal" value={form.pedidoMinimo} onChange={(event) => set('pedidoMinimo', event.target.value)} />
        <TextField label="Primeiro dia" name="inicio" type="date" value={form.inicio} onChange={(event) => set('inicio', event.target.value)} />
        <TextField label="Último dia" name="fim" type="date" value={form.fim} onChange={(event) => set('fim', event.target.value)} />
        <SelectField
          label="Quem pode usar"
          placeholder={null}
          value={form.regra}
          options={COUPON_RULES.map((rule) => ({ value: rule, label: COUPON_RULE_LABELS[rule] }))}
          onChange={(event) => set('regra', COUPON_RULES.find((rule) => rule === event.target.value) ?? 'livre')}
        />
        <TextField label="Limite de usos (opcional)" name="limiteUsos" inputMode="numeric" value={form.limiteUsos} hint="Vazio: sem limite." onChange={(event) => set('limiteUsos', event.target.value)} />
        <div>
          <label className="check-row">
            <input type="checkbox" checked={form.divulgado} aria-describedby="coupon-public-hint" onChange={(event) => set('divulgado', event.target.checked)} />
            {PUBLIC_COUPON_LABEL['restaurantId' in owner ? 'store' : 'city']}
          </label>
          <p id="coupon-public-hint" className="hint">
            Os clientes veem o código e as condições. Desmarcado, só quem recebe o código consegue usar.
          </p>
        </div>
        <FormActions error={error} busy={busy} onCancel={onClose}>
          {coupon ? 'Salvar cupom' : 'Criar cupom'}
        </FormActions>
      </form>
    </Modal>
  );
}
