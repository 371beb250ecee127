import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { contactStore } from '@/app/checkout-stores';
import { useSession } from '@/app/session-context';
import { validateContact, type Contact } from '@/domain/checkout';
import { PATHS } from '@/domain/routes';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { CheckoutSteps } from './checkout/CheckoutSteps';
import './checkout/checkout.css';

/** /dados-cliente: the name and phone the restaurant and the rider use for this order. */
export function ContactPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const [stored, updateStored] = contactStore.use();
  const profile = session.status === 'ready' ? session.profile : null;
  // First time here: start from the account's name and phone.
  const [form, setForm] = useState<Contact>(() => ({
    clientName: stored.clientName || profile?.nome || '',
    clientPhone: stored.clientPhone || profile?.telefone || '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Contact, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    updateStored(() => ({ clientName: form.clientName.trim(), clientPhone: form.clientPhone.trim() }));
    navigate(PATHS.checkout);
  }

  return (
    <main className="page checkout-page">
      <CheckoutSteps current={2} />
      <h1>Seus dados</h1>
      <p className="muted">O restaurante e o entregador usam estes dados para falar com você sobre o pedido.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label="Nome completo"
          name="clientName"
          autoComplete="name"
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
