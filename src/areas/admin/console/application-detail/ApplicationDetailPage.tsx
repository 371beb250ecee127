import { Link, useParams } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { applicationCity, APPLICATION_KIND_LABELS, APPLICATION_STATE_LABELS, type Application } from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { applicationFacts } from '../shared/application-facts';
import { BackLink } from '../shared/BackLink';
import { APPLICATION_STATE_TONES, formatDateTime } from '../shared/console-format';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { FactGroups, FactList } from '../shared/FactList';
import { ReviewDecisionForm } from './ReviewDecisionForm';
import { useApplication } from './use-application';

/** The history, newest first: each submission and decision with its reasons and message. */
function ApplicationHistory({ application }: { application: Application }) {
  const events = [...application.historico].reverse();
  return (
    <section className="card console-card" aria-labelledby="console-history-title">
      <h3 id="console-history-title">Histórico</h3>
      {events.length === 0 ? (
        <p className="hint">Nenhum registro ainda.</p>
      ) : (
        <ol className="console-timeline">
          {events.map((event, index) => (
            <li key={`${event.estado}-${event.em?.getTime() ?? index}`} className="console-timeline__item">
              <div className="console-timeline__head">
                <Badge tone={APPLICATION_STATE_TONES[event.estado]}>{event.estado === 'enviado' ? 'Enviado para análise' : APPLICATION_STATE_LABELS[event.estado]}</Badge>
                <span className="hint">{formatDateTime(event.em)}</span>
              </div>
              {event.motivos.length > 0 ? (
                <ul className="console-timeline__reasons" aria-label="Motivos">
                  {event.motivos.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
              {event.mensagem ? <p className="console-timeline__message">“{event.mensagem}”</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Where the decision stands when it is not the operator's turn (or not this operator's). */
function DecisionState({ application, ownApplication }: { application: Application; ownApplication: boolean }) {
  const decidedAt = formatDateTime(application.historico.at(-1)?.em ?? application.atualizadoEm);
  let body;
  if (ownApplication && application.estado === 'enviado') {
    body = <Notice tone="warning">Este cadastro é seu: outra pessoa da equipe precisa decidir.</Notice>;
  } else if (application.estado === 'ajustes') {
    body = <p>Ajustes pedidos em {decidedAt}. Aguardando o candidato corrigir e enviar de novo.</p>;
  } else if (application.estado === 'aprovado') {
    const partnerPath = application.tipo === 'restaurante' ? (application.restaurantId ? PATHS.adminRestaurant(application.restaurantId) : null) : PATHS.adminRider(application.uid);
    body = (
      <>
        <p>Aprovado em {decidedAt}.</p>
        {partnerPath ? (
          <Link to={partnerPath}>{application.tipo === 'restaurante' ? 'Abrir o restaurante' : 'Abrir o entregador'}</Link>
        ) : null}
      </>
    );
  } else {
    body = <p>Recusado em {decidedAt}. A decisão é definitiva.</p>;
  }
  return (
    <section className="card console-decision" aria-labelledby="console-decision-title">
      <h3 id="console-decision-title">Decisão</h3>
      {body}
    </section>
  );
}

/**
 * One application in full, live: every field formatted, the history, and the decision. When a
 * second operator decides first, the state changes here at once and the form gives way.
 */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const live = useApplication(id);
  const application = live.status === 'success' ? live.data : null;
  const ownApplication = !!application && session.status === 'ready' && session.user.uid === application.uid;

  return (
    <div className="console-page">
      <BackLink to={PATHS.adminApplications}>Cadastros</BackLink>
      <div className="console-page__head">
        <ConsolePageTitle>{application ? application.nome : 'Cadastro'}</ConsolePageTitle>
        {application ? (
          <div className="console-badges">
            <Badge tone="neutral">{APPLICATION_KIND_LABELS[application.tipo]}</Badge>
            <Badge tone={APPLICATION_STATE_TONES[application.estado]}>{APPLICATION_STATE_LABELS[application.estado]}</Badge>
          </div>
        ) : null}
      </div>

      {live.status === 'loading' ? <LoadingState text="Carregando cadastro..." /> : null}
      {live.status === 'error' ? (
        <RetryNotice onRetry={live.retry}>Erro ao carregar o cadastro: {errorMessage(live.error)}</RetryNotice>
      ) : null}
      {live.status === 'success' && !application ? <div className="empty-state">Cadastro não encontrado. Ele pode ter sido removido.</div> : null}

      {application ? (
        <div className="console-detail">
          <div className="console-detail__main">
            <section className="card console-card" aria-labelledby="console-application-data">
              <h3 id="console-application-data" className="visually-hidden">
                Dados do cadastro
              </h3>
              <FactList
                facts={[
                  { label: 'E-mail da conta', value: application.email || '—' },
                  { label: 'Cidade', value: applicationCity(application) || '—' },
                  { label: 'Enviado em', value: formatDateTime(application.enviadoEm) },
                  { label: 'Atualizado em', value: formatDateTime(application.atualizadoEm) },
                  { label: 'Termos aceitos', value: application.termosVersao ? `Versão ${application.termosVersao}` : '—' },
                ]}
              />
              <FactGroups groups={applicationFacts(application)} level={4} />
            </section>
            <ApplicationHistory application={application} />
          </div>
          <div className="console-detail__side">
            {application.estado === 'enviado' && !ownApplication ? (
              <ReviewDecisionForm key={application.id} application={application} />
            ) : (
              <DecisionState application={application} ownApplication={ownApplication} />
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
