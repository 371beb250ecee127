import { useId, type ReactNode } from 'react';
import type { City } from '@/domain/delivery/cities';
import { type ApplicationKind } from '@/domain/onboarding/application';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '@/domain/money/pix-key';
import { CITIES_LOAD_ERROR, useOpenCities } from '@/state/use-cities';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { TIDY } from './application-forms';
import type { ApplicationFormState } from './use-application-form';

/** A titled group of fields: the legend is what a screen reader announces on entering it. */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="apply-section">
      <legend className="apply-section__title">{title}</legend>
      {hint ? <p className="hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * A city of those the operator opened (issue #36): restaurants and riders apply to work in one,
 * so the name is chosen, never typed. A city already in the form (an application being
 * corrected) stays offered. `onCity` hears the city chosen, to fill what follows from it.
 */
export function OpenCityField({ form, name, label, onCity }: { form: ApplicationFormState; name: string; label: string; onCity?: (city: City | null) => void }) {
  const cities = useOpenCities();
  const bound = form.bind(name);
  const open = cities.status === 'success' ? cities.data : [];
  const names = [...new Set([...open.map((city) => city.nome), ...(bound.value ? [bound.value] : [])])];
  return (
    <>
      {cities.status === 'error' ? <Notice tone="error">{CITIES_LOAD_ERROR}</Notice> : null}
      <SelectField
        label={label}
        {...bound}
        hint="As cidades em que a Sabor já funciona."
        placeholder={cities.status === 'loading' ? 'Carregando cidades...' : 'Selecione...'}
        disabled={cities.status !== 'success'}
        options={names.map((nome) => ({ value: nome, label: nome }))}
        onChange={(event) => {
          bound.onChange(event);
          onCity?.(open.find((city) => city.nome === event.target.value) ?? null);
        }}
      />
    </>
  );
}

/** What each Pix key type's field looks like on a phone, and an example. */
const PIX_KEY_INPUTS: Record<PixKeyType, { inputMode: 'numeric' | 'text' | 'email' | 'tel'; placeholder: string }> = {
  cpf: { inputMode: 'numeric', placeholder: '000.000.000-00' },
  // Letters too: CNPJs issued from July 2026 are alphanumeric.
  cnpj: { inputMode: 'text', placeholder: '00.000.000/0000-00' },
  email: { inputMode: 'email', placeholder: 'financeiro@seurestaurante.com.br' },
  telefone: { inputMode: 'tel', placeholder: '(11) 98765-4321' },
  aleatoria: { inputMode: 'text', placeholder: 'Cole a chave aleatória' },
};

/** 'Chave Pix': its type, then the key, typed the way that type is written. */
export function PixKeyFields({ form, hint }: { form: ApplicationFormState; hint: string }) {
  const type = form.values['pix.tipo'];
  const input = typeof type === 'string' && type in PIX_KEY_INPUTS ? PIX_KEY_INPUTS[type as PixKeyType] : null;
  return (
    <FormSection title="Recebimento por Pix" hint={hint}>
      <div className="apply-pix">
        <SelectField label="Tipo da chave" {...form.bind('pix.tipo')} options={PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }))} />
        <TextField
          label="Chave Pix"
          {...form.bind('pix.chave', (typed) => TIDY.pix(String(form.values['pix.tipo']), typed))}
          inputMode={input?.inputMode ?? 'text'}
          placeholder={input?.placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
    </FormSection>
  );
}

/** The partner terms in full, with their version, and the box that accepts them. */
export function TermsAcceptance({ kind, form }: { kind: ApplicationKind; form: ApplicationFormState }) {
  const id = useId();
  const error = form.errors.aceiteTermos;
  return (
    <FormSection title="Termos de parceria">
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <div className="apply-terms" aria-labelledby={`${id}-title`} role="region" tabIndex={0}>
        <p id={`${id}-title`} className="apply-terms__title">
          Termos de parceria Sabor · versão {PARTNER_TERMS.version}
        </p>
        <ol className="apply-terms__list">
          {PARTNER_TERMS[kind].map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </div>
      <label className={['apply-check', error && 'apply-check--invalid'].filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          name="aceiteTermos"
          checked={form.values.aceiteTermos === true}
          onChange={(event) => form.setValue('aceiteTermos', event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>Li e aceito os termos de parceria (versão {PARTNER_TERMS.version}).</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}

/** One choice among a few, as big tappable options (the vehicle). */
export function ChoiceGroup({
  form,
  name,
  label,
  options,
}: {
  form: ApplicationFormState;
  name: string;
  label: string;
  options: readonly { value: string; label: string; hint: string }[];
}) {
  const id = useId();
  const error = form.errors[name];
  return (
    <fieldset className="apply-choices">
      <legend className="field__label">{label}</legend>
      <div className="apply-choices__options">
        {options.map((option) => (
          <label key={option.value} className="apply-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.setValue(name, option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <span>
              <strong>{option.label}</strong>
              <small>{option.hint}</small>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
