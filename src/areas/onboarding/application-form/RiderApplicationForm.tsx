import { CNH_CATEGORIES, VEHICLE_LABELS } from '@/domain/onboarding/application-fields';
import { riderApplicationSchema, type RiderApplication } from '@/domain/onboarding/application.schema';
import { readRequest } from '@/domain/shared/request.schema';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { ChoiceGroup, FormSection, OpenCityField, PixKeyFields, TermsAcceptance } from './ApplicationFields';
import { TIDY, type FormValues } from './application-forms';
import { useApplicationForm } from './use-application-form';

// The age is checked against the day of sending, not the day the page opened.
const readRider = (input: unknown) => readRequest(riderApplicationSchema(new Date()), input);

const VEHICLES = [
  { value: 'moto', label: VEHICLE_LABELS.moto, hint: 'Precisa de CNH com categoria A e da placa.' },
  { value: 'bicicleta', label: VEHICLE_LABELS.bicicleta, hint: 'Sem CNH nem placa.' },
] as const;

/**
 * 'Seja um entregador': the person, the vehicle (a motorcycle asks for the licence and the plate,
 * a bicycle for neither), the Pix key and the terms. What was typed for a motorcycle stays if
 * the person switches to a bicycle and back; the schema drops it from a bicycle's application.
 */
export function RiderApplicationForm({
  initial,
  submitLabel,
  onSend,
}: {
  initial: FormValues;
  submitLabel: string;
  onSend: (application: RiderApplication) => Promise<void>;
}) {
  const form = useApplicationForm({ initial, read: readRider, send: onSend });
  const { bind } = form;
  const motorcycle = form.values.veiculo === 'moto';

  return (
    <form id={form.formId} className="apply-form" onSubmit={form.submit} noValidate aria-label="Cadastro de entregador">
      <FormSection title="Seus dados">
        <TextField label="Nome completo" {...bind('nome')} autoComplete="name" maxLength={80} />
        <TextField label="CPF" {...bind('cpf', TIDY.cpf)} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" maxLength={14} />
        <TextField label="Data de nascimento" {...bind('nascimento')} type="date" autoComplete="bday" hint="É preciso ter 18 anos ou mais." />
        <TextField label="Celular ou WhatsApp" {...bind('telefone')} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" maxLength={30} />
        <OpenCityField form={form} name="cidade" label="Cidade onde vai entregar" />
      </FormSection>

      <FormSection title="Veículo">
        <ChoiceGroup form={form} name="veiculo" label="Com que veículo você vai entregar?" options={VEHICLES} />
        {motorcycle ? (
          <>
            <div className="apply-grid">
              <TextField label="Número da CNH" {...bind('cnhNumero', TIDY.cnh)} inputMode="numeric" autoComplete="off" placeholder="11 números" maxLength={14} />
              <SelectField label="Categoria da CNH" {...bind('cnhCategoria')} options={CNH_CATEGORIES.map((value) => ({ value, label: value }))} />
            </div>
            <TextField
              label="Placa da moto"
              {...bind('placa', TIDY.plate)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="ABC1D23"
              maxLength={8}
            />
          </>
        ) : null}
      </FormSection>

      <PixKeyFields form={form} hint="A chave deve estar no seu nome." />

      <TermsAcceptance kind="entregador" form={form} />

      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <Button type="submit" size="lg" block busy={form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
