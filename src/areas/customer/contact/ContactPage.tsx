import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateContact, type Contact } from '@/domain/checkout/checkout';
import { ORDER_TEXT_LIMITS } from '@/domain/orders/order-text-limits';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { modalidadeStore } from '@/state/modalidade-store';
import { CheckoutSteps } from '../checkout/CheckoutSteps';
import { useAccountSyncError, useSavedContact } from '../checkout/use-saved-details';
import '../checkout/checkout.css';

/** /dados-cliente: the name and phone the restaurant and the rider use for this order. */
export function ContactPage() {
  const navigate = useNavigate();
  const { initial, save } = useSavedContact();
  // As the bag left it: what applies at the bag's store (BagPage keeps it on continuing).
  const [modalidade] = modalidadeStore.use();
  const pickup = modalidade === 'retirada';
  const syncError = useAccountSyncError();
  // The saved contact data (this account's, from any phone); the first time, the account's name and phone.
  const [form, setForm] = useState<Contact>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Contact, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save({ clientName: form.clientName.trim(), clientPhone: form.clientPhone.trim() });
    navigate(PATHS.checkout);
  }

  return (
    <main className="page checkout-page">
      <CheckoutSteps current="Seus dados" pickup={pickup} />
      <h1>Seus dados</h1>
      <p className="muted">{pickup ? 'O restaurante usa estes dados para falar com você sobre o pedido.' : 'O restaurante e o entregador usam estes dados para falar com você sobre o pedido.'}</p>
      {syncError ? <Notice tone="warning">{syncError}</Notice> : null}
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Nome completo"
          name="clientName"
          autoComplete="name"
          maxLength={ORDER_TEXT_LIMITS.clientName}
          value={form.clientName}
          onChange={(event) => setForm((current) => ({ ...current, clientName: event.target.value }))}
          error={errors.clientName}
        />
        <TextField
          label="Telefone"
          name="clientPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={ORDER_TEXT_LIMITS.clientPhone}
          placeholder="(11) 98765-4321"
          value={form.clientPhone}
          onChange={(event) => setForm((current) => ({ ...current, clientPhone: event.target.value }))}
          error={errors.clientPhone}
        />
        <Button type="submit" size="lg" block>
          Continuar
        </Button>
      </form>
    </main>
  );
}
