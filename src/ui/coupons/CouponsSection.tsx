import { useState } from 'react';
import type { Coupon } from '@/domain/promotions/coupon';
import { COUPON_RULE_LABELS, couponOfferText, couponPeriodText, couponUsesText } from '@/domain/promotions/coupon-terms';
import type { CouponsData } from '@/state/use-coupons';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { CouponFormModal, type CouponOwner } from './CouponFormModal';
import './coupons.css';

/**
 * 'Cupons' (issue #40). In the panel, the store's coupons, for its dono and gerente: the store
 * pays the discount (it comes off the order's total, and so off the commission's base). In the
 * console's 'Cidades', the cities' coupons, paid by the platform: each store's statement gets
 * the discount back. The customer types the code at checkout; the server checks every condition
 * and counts the uses. Presentational: `data` (src/state/use-coupons.ts) reads and writes them.
 */
export function CouponsSection({ owner, now, data }: { owner: CouponOwner; now: Date; data: CouponsData }) {
  const { coupons } = data;
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(coupon: Coupon) {
    setError(null);
    setError(await data.setActive(coupon, !coupon.ativo));
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
                  {couponPeriodText(coupon)} · {COUPON_RULE_LABELS[coupon.regra]} · {couponUsesText(coupon.usos, coupon.limiteUsos)}
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
      {editing ? <CouponFormModal owner={owner} coupon={editing.coupon} now={now} onSave={data.save} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
