import { useState, type FormEvent } from 'react';
import { COUPON_RULES, type Coupon } from '@/domain/promotions/coupon';
import { COUPON_RULE_LABELS, couponOfferText, couponPeriodText } from '@/domain/promotions/coupon-terms';
import { couponToForm, emptyCouponForm, validateCouponForm, type CouponForm } from '@/domain/promotions/coupon.form';
import { createCoupon, DuplicateCouponError, setCouponActive, subscribeToCoupons, updateCoupon, type CouponScope } from '@/services/coupons';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useSubscription } from '@/ui/use-subscription';
import { panelWriteMessage } from '@/areas/restaurant/panel/write-refusal';
import './coupons.css';

/** A coupon shown to every customer of the stores it applies to (domain/promotions/store-promotions.ts). */
const PUBLIC_COUPON_LABEL = { store: 'Mostrar no card da loja e no cardápio', city: 'Mostrar nos cards e cardápios das lojas da cidade' };

const SAVE_FAILED_MESSAGE = 'Não foi possível salvar o cupom. Verifique a conexão e tente novamente.';

/** Where new coupons go: a store's, or one of the cities the operator picks from. */
export type CouponOwner = { restaurantId: string } | { cities: ReadonlyArray<{ key: string; nome: string }> };

/**
 * 'Cupons' (issue #40). In the panel, the store's coupons, for its dono and gerente: the store
 * pays the discount (it comes off the order's total, and so off the commission's base). In the
 * console's 'Cidades', the cities' coupons, paid by the platform: each store's statement gets
 * the discount back. The customer types the code at checkout; the server checks every condition
 * and counts the uses.
 */
export function CouponsSection({ owner, now }: { owner: CouponOwner; now: Date }) {
  const listed: CouponScope = 'restaurantId' in owner ? { restaurantId: owner.restaurantId } : { cidades: true };
  const coupons = useSubscription<Coupon[]>(`cupons:${'restaurantId' in owner ? owner.restaurantId : 'cidades'}`, (onNext, onError) => subscribeToCoupons(listed, onNext, onError));
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(coupon: Coupon) {
    setError(null);
    try {
      await setCouponActive(coupon.id, !coupon.ativo);
    } catch (failure) {
      setError(panelWriteMessage(failure, SAVE_FAILED_MESSAGE));
    }
  }

  return (
    <section className="coupons" aria-labelledby="coupons-title">
      <div className="split">
        <h3 id="coupons-title">Cupons</h3>
        <Button variant="secondary" onClick={() => setEditing({ coupon: null })}>
          Novo cupom
        </Button>
      </div>
      <p className="muted">
        {'restaurantId' in owner
          ? 'Um código que o cliente digita ao finalizar o pedido. O desconto sai do valor dos itens e é pago pela loja.'
          : 'Cupons de uma cidade, pagos pela Sabor: o restaurante recebe o desconto de volta como crédito no extrato.'}
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {coupons.status === 'loading' ? (
        <SkeletonList label="Carregando cupons..." count={1} className="card-grid card-grid--pair" itemClassName="card coupon-card">
          <SkeletonLine width="40%" />
          <SkeletonLine width="70%" />
        </SkeletonList>
      ) : coupons.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os cupons. Verifique a conexão.</Notice>
      ) : coupons.data.length === 0 ? (
        <p className="empty-state">Nenhum cupom ainda. Crie o primeiro em “Novo cupom”.</p>
      ) : (
        <ul className="card-grid card-grid--pair">
          {coupons.data.map((coupon) => {
            const over = coupon.fim.getTime() <= now.getTime();
            return (
              <li key={coupon.id} className="card coupon-card">
                <div className="split">
                  <strong>
                    {coupon.codigo}
                    {coupon.escopo === 'cidade' && 'cities' in owner ? <span className="muted"> · {owner.cities.find((city) => city.key === coupon.cidade)?.nome ?? coupon.cidade}</span> : null}
                  </strong>
                  {over ? <Badge tone="neutral">Encerrado</Badge> : coupon.ativo ? <Badge tone="success">Ativo</Badge> : <Badge tone="neutral">Pausado</Badge>}
                </div>
                <span>{couponOfferText(coupon)}</span>
                {coupon.divulgado ? <span className="muted">Divulgado aos clientes</span> : null}
                <span className="muted">
                  {couponPeriodText(coupon)} · {COUPON_RULE_LABELS[coupon.regra]} · {coupon.limiteUsos === null ? `${coupon.usos} usos` : `${coupon.usos} de ${coupon.limiteUsos} usos`}
                </span>
                <span className="form-actions">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ coupon })}>
                    Editar <span className="visually-hidden">{coupon.codigo}</span>
                  </Button>
                  {over ? null : (
                    <Button size="sm" variant="secondary" onClick={() => void toggle(coupon)}>
                      {coupon.ativo ? 'Pausar' : 'Reativar'} <span className="visually-hidden">{coupon.codigo}</span>
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? <CouponFormModal owner={owner} coupon={editing.coupon} now={now} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function CouponFormModal({ owner, coupon, now, onClose }: { owner: CouponOwner; coupon: Coupon | null; now: Date; onClose: () => void }) {
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
    try {
      if (coupon) await updateCoupon(coupon.id, checked.terms);
      else await createCoupon('restaurantId' in owner ? { restaurantId: owner.restaurantId } : { cidade: city }, checked.terms);
      onClose();
    } catch (failure) {
      setError(failure instanceof DuplicateCouponError ? failure.message : panelWriteMessage(failure, SAVE_FAILED_MESSAGE));
      setBusy(false);
    }
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
