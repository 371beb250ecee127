import { useState } from 'react';
import { HELP_ANSWER_MINUTES_RANGE, HELP_SETTINGS_MESSAGES } from '@/domain/help/help-case';
import { errorMessage } from '@/domain/shared/errors';
import { useSession } from '@/state/session-context';
import { Button } from '@/ui/Button';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useToast } from '@/ui/Toast';
import { useHelpSettings } from './use-help-desk';

/** 'Prazo das lojas': how long a store has to answer a case before it comes to Sabor (new cases). */
export function AnswerDeadlineSection() {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const { settings, saving, save } = useHelpSettings(uid);
  const toast = useToast();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (settings.status === 'loading') return <SkeletonLine width="60%" />;
  if (settings.status === 'error') return <RetryNotice onRetry={settings.retry}>Erro ao ler o prazo das lojas: {errorMessage(settings.error)}</RetryNotice>;
  const value = typed ?? String(settings.data.prazoLojaMin);

  async function submit() {
    const minutes = Number(value);
    if (!/^\d+$/.test(value.trim()) || minutes < HELP_ANSWER_MINUTES_RANGE.min || minutes > HELP_ANSWER_MINUTES_RANGE.max) {
      setError(HELP_SETTINGS_MESSAGES.range);
      return;
    }
    setError(null);
    const failed = await save(minutes);
    if (failed) setError(failed);
    else toast(`Prazo das lojas: ${minutes} min para os novos pedidos de ajuda.`, 'success');
  }

  return (
    <section className="card stack" aria-labelledby="support-deadline">
      <h3 id="support-deadline">Prazo das lojas</h3>
      <form
        className="support-deadline"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Minutos para a loja responder"
          inputMode="numeric"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
          hint="Sem resposta nesse prazo, o pedido de ajuda vem para a Sabor. Vale para os novos pedidos de ajuda."
        />
        <div>
          <Button type="submit" busy={saving}>
            Salvar prazo
          </Button>
        </div>
      </form>
    </section>
  );
}
