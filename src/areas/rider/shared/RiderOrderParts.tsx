import type { GeoPoint } from '@/domain/delivery/geo-point';
import { dropOffDistrict, formatAddress } from '@/domain/delivery/address';
import { formatCentavos, formatReais } from '@/domain/shared/money';
import { ridePayOf } from '@/domain/delivery/rider-earnings';
import { orderNumberAt, orderReference, type Order } from '@/domain/orders/order';
import { formatPhone, telLink } from '@/domain/shared/validation';
import { Icon } from '@/ui/Icon';
import { collectInstructions, mapLink } from './collect';
import './rider-card.css';

/**
 * 'Pedido #0042 · Cantina da Nonna': numbers of the day repeat across restaurants, and the rider's
 * lists mix them. The id follows only as a small reference, never read out at the counter.
 */
export function RiderCardTitle({ order }: { order: Order }) {
  const reference = orderReference(order);
  return (
    <div className="rider-card__title">
      <h2 className="rider-card__id">Pedido {orderNumberAt(order)}</h2>
      {reference ? <p className="hint">{reference}</p> : null}
    </div>
  );
}

/** A phone number as a tap-to-call button (plain text when it cannot be dialled). */
function PhoneAction({ phone, label }: { phone: string; label: string }) {
  if (!phone) return null;
  const href = telLink(phone);
  if (!href) return <p>{formatPhone(phone)}</p>;
  return (
    <a className="rider-action" href={href} aria-label={`${label}: ${formatPhone(phone)}`}>
      <Icon name="phone" size={18} />
      <span>{formatPhone(phone)}</span>
    </a>
  );
}

/** An address with a link that opens it in the phone's maps app (at its pin when placed). */
function AddressWithMap({ address, point, mapLabel }: { address: string; point: GeoPoint | null; mapLabel: string }) {
  return (
    <>
      <p className="rider-card__address">
        <Icon name="pin" size={18} />
        <span>{address}</span>
      </p>
      <a className="rider-action" href={mapLink(address, point)} target="_blank" rel="noreferrer" aria-label={mapLabel}>
        <Icon name="search" size={18} />
        <span>Abrir no mapa</span>
      </a>
    </>
  );
}

/** Where to pick the order up: the restaurant, its address (with a map link) and its phone. */
export function PickupBlock({ order }: { order: Order }) {
  const name = order.restaurantName || 'Restaurante';
  return (
    <section className="rider-card__block" aria-label="Retirada">
      <h3>Retirar em</h3>
      <p className="rider-card__restaurant">
        <Icon name="home" size={18} />
        <span>{name}</span>
      </p>
      {order.restaurantAddress ? <AddressWithMap address={order.restaurantAddress} point={order.localizacaoLoja} mapLabel={`Abrir no mapa o endereço de ${name}`} /> : null}
      <PhoneAction phone={order.restaurantPhone} label={`Ligar para ${name}`} />
    </section>
  );
}

/**
 * Where it goes. Before the rider claims it only the district (is it on my way?): the offer holds
 * no more (issue #39, domain/delivery/rider-offer.ts). Once claimed, the customer's name, phone,
 * street and a map link. The district heads the block either way, an older client's plain-text
 * address included (issue #51).
 */
export function DropOffBlock({ order, claimed }: { order: Order; claimed: boolean }) {
  const address = formatAddress(order.endereco);
  const where = dropOffDistrict(order.endereco);
  const district = where ? [where.bairro, where.cidade].filter(Boolean).join(' · ') : '';
  return (
    <section className="rider-card__block" aria-label="Entrega">
      <h3>Entregar {district ? `em ${district}` : 'para'}</h3>
      {claimed ? (
        <>
          <p className="rider-card__customer">{order.clientName || 'Cliente'}</p>
          <PhoneAction phone={order.clientPhone} label={`Ligar para ${order.clientName || 'o cliente'}`} />
          {order.endereco ? <AddressWithMap address={address} point={typeof order.endereco === 'object' ? (order.endereco?.ponto ?? null) : null} mapLabel="Abrir no mapa o endereço de entrega" /> : null}
        </>
      ) : (
        <p className="hint">Nome, telefone e endereço do cliente aparecem depois de aceitar.</p>
      )}
    </section>
  );
}

/** What the rider collects at the door and what they earn for the ride (the fee, topped up to the city's minimum). */
export function MoneyBlock({ order }: { order: Order }) {
  const collect = collectInstructions(order);
  const { entregador: pay, complementoEntrega: topUp } = ridePayOf(order);
  return (
    <section className="rider-card__block rider-card__collect" aria-label="Valores">
      <h3>A receber</h3>
      <p className="rider-card__charge">{collect.charge}</p>
      {collect.change ? <p className="rider-card__change">{collect.change}</p> : null}
      {pay > 0 ? (
        <p className="rider-card__earning">
          Você ganha <strong>{formatCentavos(pay)}</strong> pela entrega
          {topUp > 0 ? <span className="hint"> ({formatReais(order.taxaEntrega)} de taxa + {formatCentavos(topUp)} pagos pela loja: mínimo da cidade)</span> : null}
        </p>
      ) : (
        // A restaurant that delivers free pays its riders itself: no fee to show as earnings.
        <p className="rider-card__earning">Entrega grátis para o cliente: combine seu valor com o restaurante.</p>
      )}
    </section>
  );
}
