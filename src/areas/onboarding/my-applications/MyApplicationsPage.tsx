import { useSession } from '@/state/session-context';
import type { Application } from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { RetryNotice } from '@/ui/Notice';
import { ApplicationCard } from './ApplicationCard';
import { useMyApplications } from '../use-my-applications';
import '../onboarding.css';

/** The one needing the person's action first, then the most recently changed. */
function byUrgency(a: Application, b: Application): number {
  const needsAction = Number(b.estado === 'ajustes') - Number(a.estado === 'ajustes');
  return needsAction || (b.atualizadoEm?.getTime() ?? 0) - (a.atualizadoEm?.getTime() ?? 0);
}

/**
 * /meu-cadastro: the applicant follows their applications live, fixes one after 'ajustes' and
 * finds the next step once approved. Open to every signed-in type: approval turns the customer
 * into a restaurant owner or a rider while they read it (domain/shared/routes.ts).
 */
export function MyApplicationsPage() {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const sessionType = session.status === 'ready' ? session.type : null;
  const applications = useMyApplications(uid);

  return (
    <main className="page apply-page">
      <header className="apply-intro">
        <h1>Meu cadastro</h1>
        <p className="muted">Acompanhe aqui a análise: as respostas da equipe Sabor aparecem nesta página assim que saem.</p>
      </header>
      {applications.status === 'loading' ? (
        <LoadingState text="Carregando seu cadastro..." />
      ) : applications.status === 'error' ? (
        <RetryNotice onRetry={() => window.location.reload()}>Não foi possível carregar o seu cadastro. Verifique a conexão e tente novamente.</RetryNotice>
      ) : applications.data.length === 0 ? (
        <div className="empty-state">
          <p>Você ainda não enviou nenhum cadastro.</p>
          {sessionType === 'cliente' ? (
            <div className="apply-visitor__actions">
              <ButtonLink to={PATHS.restaurantApplication}>Cadastre seu restaurante</ButtonLink>
              <ButtonLink to={PATHS.riderApplication} variant="secondary">
                Seja um entregador
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : (
        <ul className="list">
          {[...applications.data].sort(byUrgency).map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} sessionType={sessionType} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
