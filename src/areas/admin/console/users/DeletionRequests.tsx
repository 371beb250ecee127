import { DELETION_STATE_LABELS, type DeletionRequest } from '@/domain/accounts/account-deletion';
import { normalizeUserType } from '@/domain/accounts/user';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { formatDateTime, userTypeLabel } from '../shared/console-format';
import { FactList } from '../shared/FactList';
import { useDeletionRequests, useRunAccountDeletions } from './use-deletion-requests';

const STATE_TONES = { agendada: 'warning', cancelada: 'neutral', concluida: 'success' } as const;

function DeletionCard({ request }: { request: DeletionRequest }) {
  const who = request.estado === 'concluida' ? 'Conta excluída' : request.nome || request.email || request.uid;
  const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return (
    <li className="card console-user">
      <div className="split">
        <h3 className="console-user__name">{who}</h3>
        <div className="console-badges">
          <Badge tone="neutral">{userTypeLabel(normalizeUserType(request.tipo))}</Badge>
          <Badge tone={STATE_TONES[request.estado]}>{DELETION_STATE_LABELS[request.estado]}</Badge>
        </div>
      </div>
      <FactList
        facts={[
          request.email ? { label: 'E-mail', value: request.email } : { label: 'Conta', value: request.uid },
          { label: 'Motivo', value: request.detalhe ? `${request.motivo}: ${request.detalhe}` : request.motivo || '—' },
          { label: 'Pedida em', value: formatDateTime(request.pedidaEm) },
          request.estado === 'cancelada'
            ? { label: 'Cancelada em', value: formatDateTime(request.canceladaEm) }
            : request.estado === 'concluida'
              ? {
                  label: 'Concluída em',
                  value: `${formatDateTime(request.concluidaEm)}: ${counted(request.pedidosAnonimizados, 'pedido', 'pedidos')} e ${counted(request.avaliacoesAnonimizadas, 'avaliação', 'avaliações')} anonimizados`,
                }
              : { label: 'Exclusão em', value: formatDateTime(request.efetivaEm) },
        ]}
      />
      {request.estado === 'agendada' && request.adiadaMotivo ? <Notice tone="warning">Adiada: {request.adiadaMotivo}</Notice> : null}
    </li>
  );
}

/**
 * The account deletions asked for (issue #39), newest first: who, why, when it is carried out,
 * and 'Concluir exclusões vencidas', which does now what the nightly job does.
 */
export function DeletionRequests() {
  const requests = useDeletionRequests();
  const { running, message, run } = useRunAccountDeletions();

  return (
    <section className="stack" aria-labelledby="console-deletions-title">
      <div className="split">
        <div className="console-page__head">
          <h2 id="console-deletions-title">Pedidos de exclusão de conta</h2>
          <p className="hint">Cada conta é excluída 7 dias depois do pedido, toda noite às 03:30; a pessoa pode cancelar até lá.</p>
        </div>
        <Button variant="secondary" busy={running} onClick={() => void run()}>
          Concluir exclusões vencidas
        </Button>
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {requests.status === 'loading' ? (
        <SkeletonList label="Carregando pedidos de exclusão..." count={2} className="list" itemClassName="card">
          <SkeletonLine width="40%" />
          <SkeletonLine width="80%" />
        </SkeletonList>
      ) : requests.status === 'error' ? (
        <RetryNotice onRetry={requests.retry}>Erro ao carregar os pedidos de exclusão: {errorMessage(requests.error)}</RetryNotice>
      ) : requests.data.length === 0 ? (
        <div className="empty-state">Nenhum pedido de exclusão.</div>
      ) : (
        <ul className="list" aria-label="Pedidos de exclusão de conta">
          {requests.data.map((request) => (
            <DeletionCard key={request.uid} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
