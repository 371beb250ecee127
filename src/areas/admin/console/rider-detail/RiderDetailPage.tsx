import { Link, useParams } from 'react-router-dom';
import { applicationId } from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { LoadingState } from '@/ui/LoadingState';
import { RetryNotice } from '@/ui/Notice';
import { applicationFacts } from '../shared/application-facts';
import { AuditTrail } from '../audit-trail/AuditTrail';
import { BackLink } from '../shared/BackLink';
import { formatDateTime, userTypeLabel } from '../shared/console-format';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { FactGroups, FactList } from '../shared/FactList';
import { riderRatingText } from '@/domain/delivery/delivery-review';
import { SuspensionPanel } from '../suspension/SuspensionPanel';
import { useApplicationOnce, useConsoleUser, useRiderStanding } from './use-rider-detail';

/** The rider's approved application: what they declared (CPF, licence, vehicle, Pix key). */
function RiderApplicationSection({ uid }: { uid: string }) {
  const id = applicationId('entregador', uid);
  const application = useApplicationOnce(id);
  let body;
  if (application.status === 'loading') body = <LoadingState text="Carregando cadastro..." />;
  else if (application.status === 'error') body = <RetryNotice onRetry={application.retry}>Erro ao carregar o cadastro: {errorMessage(application.error)}</RetryNotice>;
  else if (!application.data) body = <p className="hint">Esta conta não tem cadastro de entregador (criada antes dos cadastros ou pelo script de demonstração).</p>;
  else body = <FactGroups groups={applicationFacts(application.data)} level={4} />;
  return (
    <section className="card console-card" aria-labelledby="console-rider-application">
      <div className="split">
        <h3 id="console-rider-application">Cadastro</h3>
        {application.status === 'success' && application.data ? <Link to={PATHS.adminApplication(id)}>Ver cadastro e histórico</Link> : null}
      </div>
      {body}
    </section>
  );
}

/**
 * One rider for the operator: the account (live, with its suspension), the approved application,
 * 'Suspender' / 'Retirar suspensão', and the audit trail of the account and its application.
 */
export function RiderDetailPage() {
  const { id = '' } = useParams();
  const live = useConsoleUser(id);
  const user = live.status === 'success' ? live.data : null;

  return (
    <div className="console-page">
      <BackLink to={PATHS.adminRiders}>Entregadores</BackLink>
      <div className="console-page__head">
        <ConsolePageTitle>{user ? user.nome : 'Entregador'}</ConsolePageTitle>
        {user ? (
          <div className="console-badges">
            <Badge tone={user.suspenso ? 'danger' : 'success'}>{user.suspenso ? 'Suspenso' : 'Ativo'}</Badge>
            {user.tipo !== 'motoboy' ? <Badge tone="warning">Conta de {userTypeLabel(user.tipo).toLowerCase()}</Badge> : null}
          </div>
        ) : null}
      </div>

      {live.status === 'loading' ? <LoadingState text="Carregando entregador..." /> : null}
      {live.status === 'error' ? <RetryNotice onRetry={live.retry}>Erro ao carregar o entregador: {errorMessage(live.error)}</RetryNotice> : null}
      {live.status === 'success' && !user ? <div className="empty-state">Conta não encontrada.</div> : null}

      {user ? (
        <div className="console-detail">
          <div className="console-detail__main">
            <section className="card console-card" aria-labelledby="console-rider-account">
              <h3 id="console-rider-account">Conta</h3>
              <FactList
                facts={[
                  { label: 'E-mail', value: user.email || '—' },
                  { label: 'Telefone', value: user.telefone || '—' },
                  { label: 'Tipo de conta', value: userTypeLabel(user.tipo) },
                  { label: 'Conta criada em', value: formatDateTime(user.criadoEm) },
                ]}
              />
            </section>
            <RiderStandingSection uid={user.uid} />
            <RiderApplicationSection uid={user.uid} />
          </div>
          <div className="console-detail__side">
            <SuspensionPanel target="usuario" id={user.uid} suspension={user.suspenso} name={user.nome} />
            <AuditTrail targetIds={[user.uid, applicationId('entregador', user.uid)]} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** How customers rate the rider's rides, and the help cases on them (issue #53). */
function RiderStandingSection({ uid }: { uid: string }) {
  const standing = useRiderStanding(uid);
  return (
    <section className="card console-card" aria-labelledby="console-rider-standing">
      <h3 id="console-rider-standing">Avaliações e atendimento</h3>
      {standing.status === 'error' ? (
        <RetryNotice onRetry={standing.retry}>Erro ao carregar as avaliações: {errorMessage(standing.error)}</RetryNotice>
      ) : standing.status === 'success' ? (
        <FactList
          facts={[
            { label: 'Nota nas entregas', value: riderRatingText(standing.data.rating) ?? 'Sem avaliações ainda' },
            { label: 'Pedidos de ajuda sobre as entregas', value: String(standing.data.cases) },
          ]}
        />
      ) : (
        <LoadingState text="Carregando avaliações..." />
      )}
    </section>
  );
}
