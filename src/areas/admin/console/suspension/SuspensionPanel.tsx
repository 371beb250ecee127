import { useState, type FormEvent } from 'react';
import { SUSPENSION_REASONS, type SuspensionTarget } from '@/domain/operator/moderation';
import { setSuspensionSchema, type SetSuspensionRequest } from '@/domain/operator/moderation.schema';
import { type Suspension } from '@/domain/operator/suspension';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { formatDateTime } from '../shared/console-format';
import { TextAreaField } from '@/ui/TextAreaField';
import { useSetSuspension } from './use-suspension';

const CONSEQUENCES: Record<SuspensionTarget, string> = {
  restaurante: 'A loja sai da lista dos clientes na hora e não recebe pedidos novos; pedidos já aceitos podem ser concluídos. A equipe vê o motivo no painel.',
  usuario: 'As sessões da conta são encerradas e ela não faz pedidos nem aceita entregas até a suspensão ser retirada.',
};

/**
 * 'Suspender' / 'Retirar suspensão' of a restaurant or an account, with a reason (a quick pick
 * from SUSPENSION_REASONS or free text; required to suspend), checked with the setSuspension
 * callable's schema. The state shown comes from the live document, so it changes once the
 * server has written it.
 */
export function SuspensionPanel({ target, id, suspension, name }: { target: SuspensionTarget; id: string; suspension: Suspension | null; name: string }) {
  const suspended = suspension !== null;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const { sending, refusal, send, clearRefusal } = useSetSuspension();
  const [done, setDone] = useState<string | null>(null);

  function start() {
    setOpen(true);
    setDone(null);
    clearRefusal();
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearRefusal();
    const checked = readRequest(setSuspensionSchema, { alvo: target, id, suspender: !suspended, motivo: reason } satisfies SetSuspensionRequest);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const sent = await send(checked.value);
    if (!sent.ok) return setErrors(sent.fields);
    setOpen(false);
    setReason('');
    setDone(checked.value.suspender ? `${name} foi suspenso(a).` : `Suspensão de ${name} retirada.`);
  }

  const title = target === 'restaurante' ? 'Situação da loja' : 'Situação da conta';
  const headingId = `console-suspension-${target}-${id}`;

  return (
    <section className="card console-suspension" aria-labelledby={headingId}>
      <div className="split">
        <h3 id={headingId}>{title}</h3>
        <Badge tone={suspended ? 'danger' : 'success'}>{suspended ? 'Suspenso' : 'Ativo'}</Badge>
      </div>
      {suspension ? (
        <p>
          Suspenso em {formatDateTime(suspension.em)}. <strong>Motivo:</strong> {suspension.motivo || '—'}
        </p>
      ) : null}
      {done ? <Notice tone="success">{done}</Notice> : null}

      {open ? (
        <form className="stack console-suspension__form" onSubmit={(event) => void submit(event)} noValidate>
          {!suspended ? (
            <>
              <p className="hint">{CONSEQUENCES[target]}</p>
              <div className="console-quick-picks" role="group" aria-label="Motivos frequentes">
                {SUSPENSION_REASONS.map((pick) => (
                  <button key={pick} type="button" className="chip" aria-pressed={reason === pick} disabled={sending} onClick={() => setReason(pick)}>
                    {pick}
                  </button>
                ))}
              </div>
            </>
          ) : null}
          <TextAreaField
            label={suspended ? 'Motivo para retirar (opcional)' : 'Motivo da suspensão'}
            hint={suspended ? undefined : 'Escolha um motivo acima ou escreva o seu. Fica registrado no histórico.'}
            rows={3}
            maxLength={300}
            value={reason}
            error={errors.motivo}
            disabled={sending}
            onChange={(event) => setReason(event.target.value)}
          />
          {refusal ? <Notice tone="error">{refusal}</Notice> : null}
          <div className="form-actions">
            <Button variant="secondary" disabled={sending} onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant={suspended ? 'primary' : 'danger'} busy={sending}>
              {suspended ? 'Confirmar: retirar suspensão' : 'Confirmar suspensão'}
            </Button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <Button variant={suspended ? 'primary' : 'danger'} onClick={start}>
            {suspended ? 'Retirar suspensão' : 'Suspender'}
          </Button>
        </div>
      )}
    </section>
  );
}
