import { useState, type FormEvent } from 'react';
import { checkMoney, formatCentavos } from '@/domain/shared/money';
import { MAX_ADJUSTMENT_CENTAVOS } from '@/domain/money/partner-contract.schema';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { MoneyField } from '@/ui/MoneyField';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { useAdjustCommission } from './use-restaurant-finance';

const RANGE = { min: 1, max: MAX_ADJUSTMENT_CENTAVOS };
const KINDS = [
  { value: 'debito', label: 'Cobrar a mais (o restaurante deve mais)' },
  { value: 'credito', label: 'Creditar (abater do que o restaurante deve)' },
] as const;

/**
 * 'Lançar ajuste': an entry of its own in the week open now, with the reason; never an edit of a
 * closed statement. The id is made once per dialog, so a repeated tap or a retry posts it once.
 */
export function AdjustmentDialog({ restaurantId, restaurantName, onDone, onCancel }: { restaurantId: string; restaurantName: string; onDone: () => void; onCancel: () => void }) {
  const [id] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<'debito' | 'credito'>('credito');
  const [amount, setAmount] = useState('');
  const [motivo, setMotivo] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = useAdjustCommission();
  const reading = checkMoney(amount, RANGE);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reading.ok) return setFields({ valor: reading.message });
    const result = await submit.send({ id, restaurantId, valor: kind === 'credito' ? -reading.centavos : reading.centavos, motivo });
    if (result.ok) onDone();
    else setFields(result.fields);
  }

  return (
    <Modal title="Lançar ajuste de comissão" onClose={onCancel}>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{restaurantName}: o ajuste entra no extrato da semana aberta, com o motivo, e fica na auditoria.</p>
        <SelectField label="Tipo" placeholder={null} options={KINDS} value={kind} onChange={(event) => setKind(event.target.value as 'debito' | 'credito')} />
        <MoneyField label="Valor" value={amount} onChange={setAmount} range={RANGE} error={fields.valor} required />
        <TextField label="Motivo" value={motivo} maxLength={200} onChange={(event) => setMotivo(event.target.value)} error={fields.motivo} hint="O restaurante lê o motivo no extrato." required />
        {reading.ok ? <p className="hint">Será lançado: {formatCentavos(kind === 'credito' ? -reading.centavos : reading.centavos)}</p> : null}
        <FormActions error={submit.refusal} busy={submit.sending} onCancel={onCancel}>
          Lançar ajuste
        </FormActions>
      </form>
    </Modal>
  );
}
