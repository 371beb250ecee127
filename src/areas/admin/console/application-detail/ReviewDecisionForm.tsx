import { useState, type FormEvent } from 'react';
import { REVIEW_REASONS, type Application } from '@/domain/onboarding/application';
import { type ReviewDecision } from '@/domain/onboarding/application-fields';
import { reviewApplicationSchema, type ReviewApplicationRequest } from '@/domain/onboarding/application.schema';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { TextAreaField } from '@/ui/TextAreaField';
import { useReviewDecision } from './use-review-decision';

const DECISIONS: ReadonlyArray<{ value: ReviewDecision; label: string; hint: string; submit: string }> = [
  { value: 'aprovar', label: 'Aprovar', hint: 'O cadastro vira conta de parceiro.', submit: 'Aprovar cadastro' },
  { value: 'ajustes', label: 'Pedir ajustes', hint: 'O candidato corrige e envia de novo.', submit: 'Pedir ajustes' },
  { value: 'recusar', label: 'Recusar', hint: 'Decisão final: o cadastro não pode ser reenviado.', submit: 'Recusar cadastro' },
];

export const CHOOSE_DECISION_MESSAGE = 'Escolha a decisão.';

const DONE_TEXT: Record<ReviewDecision, string> = {
  aprovar: 'Cadastro aprovado. O candidato já vê a aprovação na página dele.',
  ajustes: 'Ajustes pedidos. O candidato já vê os motivos e a mensagem.',
  recusar: 'Cadastro recusado. O candidato já vê o motivo.',
};

/** What the operator is told before a decision that cannot be undone. */
function confirmText(application: Application, decision: ReviewDecision): string {
  if (decision === 'recusar') return `Recusar o cadastro de ${application.nome}? A recusa é definitiva: este cadastro não poderá ser reenviado.`;
  return application.tipo === 'restaurante'
    ? `Aprovar ${application.nome}? O restaurante é criado (ainda fora da lista dos clientes) e ${application.email || 'o candidato'} passa a ser o dono.`
    : `Aprovar ${application.nome}? A conta ${application.email || 'do candidato'} passa a ser de entregador e já pode aceitar entregas.`;
}

/**
 * The operator's decision on an application in review: 'Aprovar', 'Pedir ajustes' or 'Recusar',
 * the reasons of the application's kind (required to ask for changes or reject) and a message
 * (required to ask for changes). Checked with the callable's own schema before it is sent;
 * approving and rejecting ask first. What was typed stays when the server refuses.
 */
export function ReviewDecisionForm({ application }: { application: Application }) {
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const [confirming, setConfirming] = useState<ReviewApplicationRequest | null>(null);
  const { sending, refusal, send: sendDecision, clearRefusal } = useReviewDecision();
  const [done, setDone] = useState<string | null>(null);
  const withReasons = decision === 'ajustes' || decision === 'recusar';
  const chosen = DECISIONS.find((option) => option.value === decision);

  function toggleReason(reason: string, checked: boolean) {
    setReasons((current) => (checked ? [...current, reason] : current.filter((item) => item !== reason)));
  }

  async function send(request: ReviewApplicationRequest) {
    const sent = await sendDecision(request);
    setConfirming(null);
    if (sent.ok) setDone(DONE_TEXT[request.decisao]);
    else setErrors(sent.fields);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    clearRefusal();
    setDone(null);
    if (!decision) return setErrors({ decisao: CHOOSE_DECISION_MESSAGE });
    const checked = readRequest(reviewApplicationSchema, {
      cadastroId: application.id,
      decisao: decision,
      motivos: withReasons ? reasons : [],
      mensagem: message,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (decision === 'ajustes') void send(checked.value);
    else setConfirming(checked.value);
  }

  const otherError = Object.entries(errors).find(([field]) => !['decisao', 'motivos', 'mensagem'].includes(field))?.[1];

  return (
    <form className="card console-decision" onSubmit={submit} noValidate aria-labelledby="console-decision-title">
      <h3 id="console-decision-title">Decisão</h3>
      <fieldset className="choice-list" disabled={sending} aria-describedby={errors.decisao ? 'console-decision-error' : undefined}>
        <legend className="field__label">O que fazer com este cadastro?</legend>
        {DECISIONS.map((option) => (
          <label key={option.value} className={`console-choice console-choice--${option.value}`}>
            <input type="radio" name="decisao" value={option.value} checked={decision === option.value} onChange={() => setDecision(option.value)} />
            <span>
              <strong>{option.label}</strong>
              <span className="hint console-choice__hint">{option.hint}</span>
            </span>
          </label>
        ))}
        {errors.decisao ? (
          <p id="console-decision-error" className="field__error" role="alert">
            {errors.decisao}
          </p>
        ) : null}
      </fieldset>

      {withReasons ? (
        <fieldset className="choice-list" disabled={sending} aria-describedby={errors.motivos ? 'console-reasons-error' : undefined}>
          <legend className="field__label">Motivos (marque pelo menos um)</legend>
          {REVIEW_REASONS[application.tipo].map((reason) => (
            <label key={reason} className="check-row">
              <input type="checkbox" checked={reasons.includes(reason)} onChange={(event) => toggleReason(reason, event.target.checked)} />
              <span>{reason}</span>
            </label>
          ))}
          {errors.motivos ? (
            <p id="console-reasons-error" className="field__error" role="alert">
              {errors.motivos}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <TextAreaField
        label={decision === 'ajustes' ? 'Mensagem para o candidato' : 'Mensagem para o candidato (opcional)'}
        hint={decision === 'ajustes' ? 'Diga o que corrigir. O candidato lê esta mensagem na página do cadastro.' : 'O candidato lê esta mensagem na página do cadastro.'}
        rows={4}
        maxLength={500}
        value={message}
        error={errors.mensagem}
        disabled={sending}
        onChange={(event) => setMessage(event.target.value)}
      />

      {otherError ? <Notice tone="error">{otherError}</Notice> : null}
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}

      <div className="form-actions">
        <Button type="submit" variant={decision === 'recusar' ? 'danger' : 'primary'} busy={sending && !confirming}>
          {chosen?.submit ?? 'Enviar decisão'}
        </Button>
      </div>

      {confirming ? (
        <ConfirmDialog
          destructive={confirming.decisao === 'recusar'}
          title={confirming.decisao === 'recusar' ? 'Recusar cadastro?' : 'Aprovar cadastro?'}
          confirmLabel={confirming.decisao === 'recusar' ? 'Recusar' : 'Aprovar'}
          busy={sending}
          onConfirm={() => void send(confirming)}
          onCancel={() => {
            if (!sending) setConfirming(null);
          }}
        >
          <p>{confirmText(application, confirming.decisao)}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
