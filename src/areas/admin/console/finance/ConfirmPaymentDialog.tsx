import { useState, type FormEvent } from 'react';
import { statementWeekLabel } from '@/domain/money/commission-ledger';
import { formatCentavos } from '@/domain/shared/money';
import type { Statement } from '@/domain/money/statements';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { FormActions } from '@/ui/FormActions';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { useConfirmStatementPayment } from './use-finance';

/** 'Confirmar pagamento': the day the Pix arrived (today unless changed) and a note; kept on refusal. */
export function ConfirmPaymentDialog({ statement, onDone, onCancel }: { statement: Statement; onDone: () => void; onCancel: () => void }) {
  const [pagoEm, setPagoEm] = useState(() => saoPauloDayKey(new Date()));
  const [nota, setNota] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = useConfirmStatementPayment();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit.send({ restaurantId: statement.restaurantId, semana: statement.semana, pagoEm, nota });
    if (result.ok) onDone();
    else setFields(result.fields);
  }

  return (
    <Modal title="Confirmar pagamento" onClose={onCancel}>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          {statement.restaurantNome || statement.restaurantId}: semana {statementWeekLabel(statement.semana)}, <strong>{formatCentavos(statement.valor ?? 0)}</strong>
          {statement.codigo ? ` (código ${statement.codigo})` : ''}.
        </p>
        <TextField label="Data do pagamento" type="date" value={pagoEm} max={saoPauloDayKey(new Date())} onChange={(event) => setPagoEm(event.target.value)} error={fields.pagoEm} required />
        <TextField label="Observação (opcional)" value={nota} maxLength={200} onChange={(event) => setNota(event.target.value)} error={fields.nota} hint="Por exemplo: o banco e o dia em que o Pix apareceu no extrato." />
        <FormActions error={submit.refusal} busy={submit.sending} onCancel={onCancel}>
          Confirmar pagamento
        </FormActions>
      </form>
    </Modal>
  );
}
