import { useState } from 'react';
import { EMPTY_CARD_FORM, readCardForm, type CardForm, type CardFormErrors, type CardPaymentRequest } from '@/domain/payments/card-form';
import { ONLINE_PAYMENT_MESSAGES } from '@/domain/payments/online-payment';
import { CardTokenError, tokeniseCard } from '@/services/card-tokens';

/**
 * 'Cartão (pague agora)' (issue #52): the card form's state, checked field by field, then the card
 * tokenised in the browser by Mercado Pago's script for the store's account. Nothing typed is
 * lost on a failure; the card's data stay on this page and at Mercado Pago.
 */
export function useCardPayment() {
  const [form, setForm] = useState<CardForm>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [tokenising, setTokenising] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function change(field: keyof CardForm, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    // The field's message goes once it is edited; the others stay until the next attempt.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  }

  /** The card for placeOrder, or null when the form needs fixing or the provider refused it (then said why). */
  async function tokenise(publicKey: string | null | undefined): Promise<CardPaymentRequest | null> {
    const reading = readCardForm(form, new Date());
    if (!reading.ok) {
      setErrors(reading.errors);
      return null;
    }
    if (!publicKey) {
      setFailure(ONLINE_PAYMENT_MESSAGES.notOffered);
      return null;
    }
    setTokenising(true);
    setFailure(null);
    try {
      return await tokeniseCard(publicKey, reading);
    } catch (error) {
      setFailure(error instanceof CardTokenError ? error.message : ONLINE_PAYMENT_MESSAGES.cardFailed);
      return null;
    } finally {
      setTokenising(false);
    }
  }

  return { form, errors, failure, tokenising, change, tokenise };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
