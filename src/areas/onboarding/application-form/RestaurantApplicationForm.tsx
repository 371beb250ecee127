import { restaurantApplicationSchema, type RestaurantApplication } from '@/domain/onboarding/application.schema';
import { HOME_CATEGORIES } from '@/domain/restaurants/restaurant';
import { readRequest } from '@/domain/shared/request.schema';
import { bairrosLoadError, useCityBairros } from '@/state/use-cities';
import { Button } from '@/ui/Button';
import { ListPickerField } from '@/ui/ListPickerField';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { FormSection, OpenCityField, PixKeyFields, TermsAcceptance } from './ApplicationFields';
import { TIDY, type FormValues } from './application-forms';
import { useApplicationForm } from './use-application-form';

const readRestaurant = (input: unknown) => readRequest(restaurantApplicationSchema, input);

/**
 * 'Cadastre seu restaurante': the business, the person responsible, the address, where the money
 * goes and the terms. Validated with the schema submitApplication uses; `onSend` gets the
 * normalised application (bare CNPJ, CPF and CEP, the Pix key as the bank stores it).
 */
export function RestaurantApplicationForm({
  initial,
  submitLabel,
  onSend,
}: {
  initial: FormValues;
  submitLabel: string;
  onSend: (application: RestaurantApplication) => Promise<void>;
}) {
  const form = useApplicationForm({ initial, read: readRestaurant, send: onSend });
  const { bind } = form;
  const cidade = String(form.values['endereco.cidade'] ?? '');
  const bairro = String(form.values['endereco.bairro'] ?? '');
  const bairros = useCityBairros(cidade || null);

  return (
    <form id={form.formId} className="apply-form" onSubmit={form.submit} noValidate aria-label="Cadastro do restaurante">
      <FormSection title="O restaurante">
        <TextField label="Nome do restaurante (nome fantasia)" {...bind('nomeFantasia')} autoComplete="organization" maxLength={80} />
        <TextField label="Razão social" {...bind('razaoSocial')} autoComplete="off" maxLength={120} />
        <TextField
          label="CNPJ"
          {...bind('cnpj', TIDY.cnpj)}
          // Letters too: CNPJs issued from July 2026 are alphanumeric, which a numeric keypad cannot type.
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="00.000.000/0000-00"
          maxLength={20}
        />
        <SelectField
          label="Categoria principal"
          hint="A que mais representa o seu cardápio; os clientes filtram por ela."
          {...bind('categoria')}
          options={HOME_CATEGORIES.map((name) => ({ value: name, label: name }))}
        />
      </FormSection>

      <FormSection title="Responsável" hint="Quem responde pelo restaurante perante a Sabor.">
        <TextField label="Nome completo" {...bind('responsavelNome')} autoComplete="name" maxLength={80} />
        <TextField label="CPF" {...bind('responsavelCpf', TIDY.cpf)} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" maxLength={14} />
        <TextField
          label="Telefone ou WhatsApp"
          {...bind('telefone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          maxLength={30}
        />
      </FormSection>

      <FormSection title="Endereço do restaurante">
        <div className="apply-grid">
          <TextField label="CEP" {...bind('endereco.cep', TIDY.cep)} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" maxLength={9} />
        </div>
        <TextField label="Rua" {...bind('endereco.rua')} autoComplete="address-line1" maxLength={120} />
        <div className="apply-grid apply-grid--number">
          <TextField label="Número" {...bind('endereco.numero')} autoComplete="off" maxLength={20} />
          <TextField label="Complemento (opcional)" {...bind('endereco.complemento')} autoComplete="address-line2" maxLength={80} />
        </div>
        <div className="apply-grid apply-grid--city">
          <OpenCityField
            form={form}
            name="endereco.cidade"
            label="Cidade"
            onCity={(city) => {
              if (city) form.setValue('endereco.estado', city.uf);
              // A bairro of another city's list would be refused on sending.
              form.setValue('endereco.bairro', '');
            }}
          />
          <TextField label="UF" {...bind('endereco.estado')} autoComplete="address-level1" autoCapitalize="characters" placeholder="SP" maxLength={2} />
        </div>
        <ListPickerField
          label="Bairro"
          name="endereco.bairro"
          value={bairro}
          error={form.errors['endereco.bairro']}
          hint={cidade ? undefined : 'Escolha a cidade primeiro.'}
          placeholder={bairros.status === 'loading' ? 'Carregando bairros...' : 'Digite para buscar. Ex.: Pinheiros'}
          disabled={!cidade}
          options={bairros.status === 'success' ? bairros.data : []}
          onChange={(value) => form.setValue('endereco.bairro', value)}
        />
        {bairros.status === 'error' ? <Notice tone="error">{bairrosLoadError(cidade)}</Notice> : null}
      </FormSection>

      <PixKeyFields form={form} hint="Para os clientes que pagam com Pix na entrega: a chave deve ser do restaurante ou do responsável." />

      <TermsAcceptance kind="restaurante" form={form} />

      {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
      <Button type="submit" size="lg" block busy={form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
