import { formatAddress, type Address } from '@/domain/delivery/address';
import { PATHS } from '@/domain/shared/routes';
import { formatPhone } from '@/domain/shared/validation';
import { ButtonLink } from '@/ui/ButtonLink';

/** Where the order goes (none for a pickup) and who to call, each with the way to change it. */
export function DeliveryContactCard({ pickup, address, contact }: { pickup: boolean; address: Address | null; contact: { clientName: string; clientPhone: string } | null }) {
  return (
    <section className="card" aria-label={pickup ? 'Contato' : 'Entrega'}>
      {address ? (
        <p className="checkout-card__row">
          <span>
            <strong>Entregar em</strong> {formatAddress(address)}
          </span>
          <ButtonLink to={PATHS.address} variant="ghost" size="sm">
            Trocar
          </ButtonLink>
        </p>
      ) : null}
      {contact ? (
        <p className="checkout-card__row">
          <span>
            <strong>Contato</strong> {contact.clientName} · {formatPhone(contact.clientPhone)}
          </span>
          <ButtonLink to={PATHS.contact} variant="ghost" size="sm">
            Editar
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}
