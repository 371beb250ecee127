import './checkout.css';

const STEPS = ['Sacola', 'Endereço', 'Seus dados', 'Pagamento'] as const;

/** The checkout flow's progress (SPEC.md section 4: bag, address, contact data, checkout). */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="checkout-steps" aria-label="Etapas do pedido">
      {STEPS.map((step, index) => (
        <li key={step} className={index < current ? 'is-done' : index === current ? 'is-current' : undefined} aria-current={index === current ? 'step' : undefined}>
          <span className="checkout-steps__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="checkout-steps__label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
