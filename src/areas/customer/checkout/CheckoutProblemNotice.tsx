import type { CheckoutProblem } from '@/domain/checkout/checkout';
import { PATHS } from '@/domain/shared/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';

/** A key for a problem among the page's others (one notice per unavailable dish). */
export function problemKey(problem: CheckoutProblem): string {
  return problem.kind === 'unavailable' ? `unavailable-${problem.key}` : problem.kind;
}

/**
 * One reason the order cannot be confirmed yet (domain/checkout/checkout.ts), with the way to fix
 * it where there is one: choose an address, give a name and phone, find a restaurant.
 */
export function CheckoutProblemNotice({ problem }: { problem: CheckoutProblem }) {
  if (problem.kind === 'missing') {
    return (
      <Notice
        tone="warning"
        action={
          <span className="form-actions">
            {problem.missing.includes('address') ? (
              <ButtonLink to={PATHS.address} variant="secondary" size="sm">
                Escolher endereço
              </ButtonLink>
            ) : null}
            {problem.missing.includes('contact') ? (
              <ButtonLink to={PATHS.contact} variant="secondary" size="sm">
                Informar nome e telefone
              </ButtonLink>
            ) : null}
          </span>
        }
      >
        {problem.message}
      </Notice>
    );
  }
  if (problem.kind === 'empty-bag') {
    return (
      <Notice tone="warning" action={<ButtonLink to={PATHS.home} variant="secondary" size="sm">Ver restaurantes</ButtonLink>}>
        {problem.message}
      </Notice>
    );
  }
  return <Notice tone={problem.kind === 'no-payment' ? 'info' : 'warning'}>{problem.message}</Notice>;
}
