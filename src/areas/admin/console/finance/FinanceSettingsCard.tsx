import { useState, type FormEvent } from 'react';
import { formatPixKey, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '@/domain/money/pix-key';
import type { FinanceSettings } from '@/domain/money/statements';
import { financeSettingsSchema } from '@/domain/money/statements.schema';
import { readRequest } from '@/domain/shared/request.schema';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import { SkeletonLine } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { FactList } from '../shared/FactList';
import { useFinanceSettings, useSaveFinanceSettings } from './use-finance';

interface SettingsForm {
  tipo: PixKeyType;
  chave: string;
  titular: string;
  cidade: string;
  diasVencimento: string;
  diasBloqueio: string;
}

function formOf(settings: FinanceSettings): SettingsForm {
  return {
    tipo: settings.chavePix?.tipo ?? 'email',
    chave: settings.chavePix ? formatPixKey(settings.chavePix) : '',
    titular: settings.titular,
    cidade: settings.cidade,
    diasVencimento: String(settings.diasVencimento),
    diasBloqueio: String(settings.diasBloqueio),
  };
}

/** A whole number as typed, or NaN (the schema then says what it takes). */
const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** 'Editar dados de cobrança': read with the callable's own schema, so the form and the server refuse alike; kept on refusal. */
function FinanceSettingsDialog({ settings, onDone, onCancel }: { settings: FinanceSettings; onDone: () => void; onCancel: () => void }) {
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = useSaveFinanceSettings();
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = {
      chavePix: { tipo: form.tipo, chave: form.chave },
      titular: form.titular,
      cidade: form.cidade,
      diasVencimento: wholeNumber(form.diasVencimento),
      diasBloqueio: wholeNumber(form.diasBloqueio),
    };
    const read = readRequest(financeSettingsSchema, request);
    if (!read.ok) return setFields(read.errors);
    setFields({});
    const result = await submit.send(request);
    if (result.ok) onDone();
    else setFields(result.fields);
  }

  return (
    <Modal title="Dados de cobrança da Sabor" onClose={onCancel}>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="hint">Valem para os extratos fechados a partir de agora. Os já fechados mantêm o código Pix com que foram enviados.</p>
        <SelectField
          label="Tipo da chave Pix"
          placeholder={null}
          value={form.tipo}
          onChange={(event) => set('tipo', event.target.value as PixKeyType)}
          options={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
        />
        <TextField label="Chave Pix da Sabor" autoComplete="off" autoCapitalize="none" spellCheck={false} value={form.chave} onChange={(event) => set('chave', event.target.value)} error={fields['chavePix.chave'] ?? fields.chavePix} required />
        <TextField label="Nome que aparece para quem paga" maxLength={60} value={form.titular} onChange={(event) => set('titular', event.target.value)} error={fields.titular} required />
        <TextField label="Cidade" maxLength={60} value={form.cidade} onChange={(event) => set('cidade', event.target.value)} error={fields.cidade} required />
        <TextField label="Dias para o vencimento" inputMode="numeric" value={form.diasVencimento} onChange={(event) => set('diasVencimento', event.target.value)} error={fields.diasVencimento} hint="Contados do fechamento do extrato." required />
        <TextField
          label="Dias de atraso até parar a loja"
          inputMode="numeric"
          value={form.diasBloqueio}
          onChange={(event) => set('diasBloqueio', event.target.value)}
          error={fields.diasBloqueio}
          hint="Depois do vencimento, a loja deixa de receber pedidos até o pagamento."
          required
        />
        <FormActions error={submit.refusal} busy={submit.sending} onCancel={onCancel}>
          Salvar dados de cobrança
        </FormActions>
      </form>
    </Modal>
  );
}

/** Where the restaurants pay the platform and the limits, with 'Editar' (issue #38). */
export function FinanceSettingsCard() {
  const settings = useFinanceSettings();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section className="card console-card" aria-labelledby="finance-settings-title">
      <div className="split">
        <h3 id="finance-settings-title">Dados de cobrança</h3>
        {settings.status === 'success' ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Editar dados de cobrança
          </Button>
        ) : null}
      </div>
      {settings.status === 'loading' ? <SkeletonLine width="60%" /> : null}
      {settings.status === 'error' ? <RetryNotice onRetry={settings.retry}>Erro ao carregar os dados de cobrança: {errorMessage(settings.error)}</RetryNotice> : null}
      {settings.status === 'success' ? (
        <>
          {!settings.data.chavePix ? <Notice tone="warning">Sem chave Pix: os extratos fecham sem código para pagar. Informe a chave da Sabor.</Notice> : null}
          <FactList
            facts={[
              { label: 'Chave Pix', value: settings.data.chavePix ? `${PIX_KEY_TYPE_LABELS[settings.data.chavePix.tipo]}: ${formatPixKey(settings.data.chavePix)}` : '—' },
              { label: 'Nome e cidade no Pix', value: `${settings.data.titular} · ${settings.data.cidade}` },
              { label: 'Vencimento', value: `${settings.data.diasVencimento} dias após o fechamento` },
              { label: 'Loja parada', value: `${settings.data.diasBloqueio} dias após o vencimento` },
            ]}
          />
        </>
      ) : null}
      {saved ? <Notice tone="success">Dados de cobrança salvos.</Notice> : null}
      {editing && settings.status === 'success' ? (
        <FinanceSettingsDialog
          settings={settings.data}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            setSaved(true);
            settings.retry();
          }}
        />
      ) : null}
    </section>
  );
}
