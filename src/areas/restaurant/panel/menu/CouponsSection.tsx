import { useState, type FormEvent } from 'react';
import { COUPON_RULE_LABELS, COUPON_RULES, couponBadge, type Coupon } from '@/domain/promotions/coupon';
import { couponPeriodText, couponToForm, emptyCouponForm, validateCouponForm, type CouponForm } from '@/domain/promotions/coupon.form';
import { formatCentavos, toCentavos } from '@/domain/money/money';
import { createStoreCoupon, DuplicateCouponError, setCouponActive, subscribeToStoreCoupons, updateCoupon } from '@/services/coupons';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useSubscription } from '@/ui/use-subscription';
import { panelWriteMessage } from '../write-refusal';

const SAVE_FAILED_MESSAGE = 'Não foi possível salvar o cupom. Verifique a conexão e tente novamente.';

/**
 * 'Cupons' (issue #40): the store's coupons, for its dono and gerente. The customer types the
 * code at checkout; the server checks every condition and counts the uses, and the store pays
 * the discount (it comes off the order's total, and so off the commission's base).
 */
export function CouponsSection({ restaurantId, now }: { restaurantId: string; now: Date }) {
  const coupons = useSubscription<Coupon[]>(`cupons:${restaurantId}`, (onNext, onError) => subscribeToStoreCoupons(restaurantId, onNext, onError));
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
    <section className="option-groups" aria-labelledby="coupons-title">
      <div className="split">
        <h3 id="coupons-title">Cupons</h3>
        <Button variant="secondary" onClick={() => setEditing({ coupon: null })}>
          Novo cupom
        </Button>
      </div>
      <p className="muted">Um código que o cliente digita ao finalizar o pedido. O desconto sai do valor dos itens e é pago pela loja.</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {coupons.status === 'loading' ? (
        <SkeletonList label="Carregando cupons..." count={1} className="card-grid card-grid--pair" itemClassName="card option-group">
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
              <li key={coupon.id} className="card option-group">
                <div className="split">
                  <strong>{coupon.codigo}</strong>
                  {over ? <Badge tone="neutral">Encerrado</Badge> : coupon.ativo ? <Badge tone="success">Ativo</Badge> : <Badge tone="neutral">Pausado</Badge>}
                </div>
                <span>
                  {couponBadge(coupon)}
                  {coupon.tipo === 'percentual' && coupon.maximo !== null ? ` (até ${formatCentavos(toCentavos(coupon.maximo))})` : ''}
                  {coupon.pedidoMinimo > 0 ? ` · pedido mínimo ${formatCentavos(toCentavos(coupon.pedidoMinimo))}` : ''}
                </span>
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
      {editing ? <CouponFormModal restaurantId={restaurantId} coupon={editing.coupon} now={now} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function CouponFormModal({ restaurantId, coupon, now, onClose }: { restaurantId: string; coupon: Coupon | null; now: Date; onClose: () => void }) {
  const [form, setForm] = useState<CouponForm>(() => (coupon ? couponToForm(coupon) : emptyCouponForm(now)));
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
      else await createStoreCoupon(restaurantId, checked.terms);
      onClose();
    } catch (failure) {
      setError(failure instanceof DuplicateCouponError ? failure.message : panelWriteMessage(failure, SAVE_FAILED_MESSAGE));
      setBusy(false);
    }
  }

  return (
    <Modal title={coupon ? `Editar cupom ${coupon.codigo}` : 'Novo cupom'} onClose={onClose} size="md">
      <form className="stack" onSubmit={submit} noValidate>
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
        <FormActions error={error} busy={busy} onCancel={onClose}>
          {coupon ? 'Salvar cupom' : 'Criar cupom'}
        </FormActions>
      </form>
    </Modal>
  );
}
