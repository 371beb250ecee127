import './checkout.css';

const STEPS = ['Sacola', 'Endereço', 'Seus dados', 'Pagamento'] as const;

/**
 * The checkout flow's progress (SPEC.md section 4: bag, address, contact data, checkout). A pickup
 * ('Retirar no local', issue #40) has no address: three steps.
 */
export function CheckoutSteps({ current, pickup = false }: { current: (typeof STEPS)[number]; pickup?: boolean }) {
  const steps: readonly string[] = pickup ? STEPS.filter((step) => step !== 'Endereço') : STEPS;
  const at = steps.indexOf(current);
  return (
    <ol className="checkout-steps" aria-label="Etapas do pedido">
      {steps.map((step, index) => (
        <li key={step} className={index < at ? 'is-done' : index === at ? 'is-current' : undefined} aria-current={index === at ? 'step' : undefined}>
          <span className="checkout-steps__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="checkout-steps__label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
