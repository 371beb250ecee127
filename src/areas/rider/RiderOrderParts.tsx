import { formatAddress } from '@/domain/address';
import { formatReais } from '@/domain/money';
import { orderNumberLabel, shortOrderId, type Order } from '@/domain/orders';
import { formatPhone, telLink } from '@/domain/validation';
import { Icon } from '@/ui/Icon';
import { collectInstructions, mapLink } from './collect';

/** 'Pedido #0042 · 7HilX06s' (the short id too, for orders that have a number of the day). */
export function RiderCardTitle({ order }: { order: Order }) {
  return (
    <h2 className="rider-card__id">
      Pedido {orderNumberLabel(order)}
      {order.numero ? <small className="rider-card__code"> · {shortOrderId(order.id)}</small> : null}
    </h2>
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

/** An address with a link that opens it in the phone's maps app. */
function AddressWithMap({ address, mapLabel }: { address: string; mapLabel: string }) {
  return (
    <>
      <p className="rider-card__address">
        <Icon name="pin" size={18} />
        <span>{address}</span>
      </p>
      <a className="rider-action" href={mapLink(address)} target="_blank" rel="noreferrer" aria-label={mapLabel}>
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
      {order.restaurantAddress ? <AddressWithMap address={order.restaurantAddress} mapLabel={`Abrir no mapa o endereço de ${name}`} /> : null}
      <PhoneAction phone={order.restaurantPhone} label={`Ligar para ${name}`} />
    </section>
  );
}

/**
 * Where it goes. Before the rider claims it the district leads (is it on my way?), the full
 * address under it as SPEC.md's rider card has it; once claimed, the customer's name, phone and a
 * map link too.
 */
export function DropOffBlock({ order, claimed }: { order: Order; claimed: boolean }) {
  const address = formatAddress(order.endereco);
  const district = typeof order.endereco === 'object' && order.endereco ? [order.endereco.bairro, order.endereco.cidade].filter(Boolean).join(' · ') : '';
  return (
    <section className="rider-card__block" aria-label="Entrega">
      <h3>Entregar {district ? `em ${district}` : 'para'}</h3>
      {claimed ? (
        <>
          <p className="rider-card__customer">{order.clientName || 'Cliente'}</p>
          <PhoneAction phone={order.clientPhone} label={`Ligar para ${order.clientName || 'o cliente'}`} />
          {order.endereco ? <AddressWithMap address={address} mapLabel="Abrir no mapa o endereço de entrega" /> : null}
        </>
      ) : (
        <p className="rider-card__address">
          <Icon name="pin" size={18} />
          <span>{address}</span>
        </p>
      )}
    </section>
  );
}

/** What the rider collects at the door and what they earn for the ride (the delivery fee). */
export function MoneyBlock({ order }: { order: Order }) {
  const collect = collectInstructions(order);
  return (
    <section className="rider-card__block rider-card__collect" aria-label="Valores">
      <h3>A receber</h3>
      <p className="rider-card__charge">{collect.charge}</p>
      {collect.change ? <p className="rider-card__change">{collect.change}</p> : null}
      {order.taxaEntrega > 0 ? (
        <p className="rider-card__earning">
          Você ganha <strong>{formatReais(order.taxaEntrega)}</strong> pela entrega
        </p>
      ) : (
        // A restaurant that delivers free pays its riders itself: no fee to show as earnings.
        <p className="rider-card__earning">Entrega grátis para o cliente: combine seu valor com o restaurante.</p>
      )}
    </section>
  );
}
