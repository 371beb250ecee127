import { useState } from 'react';
import { normalizePixKey, PIX_KEY_MESSAGES, PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '@/domain/money/pix-key';
import { PIX_DISPLAY_MAX, type PixForm, type PixFormField } from '@/domain/restaurants/restaurant-pix';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import '@/areas/restaurant/panel/panel.css';

/** How each key type is typed on a phone. */
const KEY_INPUTS: Record<PixKeyType, { inputMode: 'numeric' | 'text' | 'email' | 'tel'; placeholder: string }> = {
  cpf: { inputMode: 'numeric', placeholder: '000.000.000-00' },
  cnpj: { inputMode: 'text', placeholder: '00.000.000/0000-00' },
  email: { inputMode: 'email', placeholder: 'financeiro@seurestaurante.com.br' },
  telefone: { inputMode: 'tel', placeholder: '(11) 98765-4321' },
  aleatoria: { inputMode: 'text', placeholder: 'Cole a chave aleatória' },
};

/**
 * 'Pix para pagamento na entrega' in 'Editar Dados': the key customers pay by Pix to (each order
 * gets its own code for the exact total) and the name and city their bank shows. Saved with the
 * rest of the form; a key that does not read as its type is said under the field on leaving it.
 */
export function PixKeySection({ value, onChange, error }: { value: PixForm; onChange: (next: PixForm) => void; error: { field: PixFormField; message: string } | null }) {
  const [keyChecked, setKeyChecked] = useState(false);
  const set = <K extends keyof PixForm>(key: K, next: PixForm[K]) => onChange({ ...value, [key]: next });
  const keyProblem = keyChecked && value.chave.trim() && !normalizePixKey(value.tipo, value.chave) ? PIX_KEY_MESSAGES[value.tipo] : null;
  const errorOf = (field: PixFormField) => (error?.field === field ? error.message : null);
  const input = KEY_INPUTS[value.tipo];
  return (
    <fieldset className="pix-key-section">
      <legend>Pix para pagamento na entrega</legend>
      <p className="hint">Cada pedido pago com Pix ganha um QR Code com o valor exato. O dinheiro vai direto para esta chave; vocês confirmam o recebimento no painel.</p>
      <div className="product-form__grid">
        <SelectField
          label="Tipo da chave"
          name="pixTipo"
          placeholder={null}
          value={value.tipo}
          onChange={(event) => set('tipo', event.target.value as PixKeyType)}
          options={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
        />
        <TextField
          label="Chave Pix"
          name="pixChave"
          inputMode={input.inputMode}
          placeholder={input.placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Deixe em branco para não receber por Pix."
          value={value.chave}
          error={keyProblem ?? errorOf('chave')}
          onChange={(event) => set('chave', event.target.value)}
          onBlur={() => setKeyChecked(true)}
        />
        <TextField label="Nome que aparece para quem paga" name="pixTitular" maxLength={PIX_DISPLAY_MAX} value={value.titular} error={errorOf('titular')} onChange={(event) => set('titular', event.target.value)} />
        <TextField label="Cidade" name="pixCidade" maxLength={PIX_DISPLAY_MAX} value={value.cidade} error={errorOf('cidade')} onChange={(event) => set('cidade', event.target.value)} />
      </div>
    </fieldset>
  );
}
