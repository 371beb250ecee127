import { useState, type FormEvent } from 'react';
import { parsePercent } from '@/domain/money/partner-contract';
import { RATE_MESSAGE } from '@/domain/money/partner-contract.schema';
import { formatPercent } from '@/domain/money/commission';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { useProposeContract } from './use-restaurant-finance';

/**
 * 'Propor nova taxa': the rate and why. It applies to orders placed after the restaurant's dono
 * accepts it in the panel; until then the rate in force stays. What was typed stays on a refusal.
 */
export function ProposeRateDialog({ restaurantId, current, onDone, onCancel }: { restaurantId: string; current: number; onDone: () => void; onCancel: () => void }) {
  const [rate, setRate] = useState('');
  const [motivo, setMotivo] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = useProposeContract();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const comissaoPercentual = parsePercent(rate);
    if (comissaoPercentual === null) return setFields({ comissaoPercentual: RATE_MESSAGE });
    const result = await submit.send({ restaurantId, comissaoPercentual, motivo });
    if (result.ok) onDone();
    else setFields(result.fields);
  }

  return (
    <Modal title="Propor nova taxa de comissão" onClose={onCancel}>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          Taxa em vigor: <strong>{formatPercent(current)}</strong>. A nova taxa vale para os pedidos feitos depois que o dono da loja aceitar os termos no painel.
        </p>
        <TextField label="Nova taxa (%)" inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} error={fields.comissaoPercentual} hint="Por exemplo: 8 ou 7,5." required />
        <TextField label="Motivo" value={motivo} maxLength={200} onChange={(event) => setMotivo(event.target.value)} error={fields.motivo} hint="O dono lê o motivo junto com os termos." required />
        <FormActions error={submit.refusal} busy={submit.sending} onCancel={onCancel}>
          Propor taxa
        </FormActions>
      </form>
    </Modal>
  );
}
