import { useId } from 'react';
import {
  APPLICATION_KIND_LABELS,
  APPLICATION_STATE_LABELS,
  applicationStatusText,
  type Application,
  type ApplicationEvent,
  type ApplicationState,
} from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import type { UserType } from '@/domain/shared/user-types';
import { Badge } from '@/ui/Badge';
import { ButtonLink } from '@/ui/ButtonLink';
import { useToast } from '@/ui/Toast';
import { ApplicationForm } from '../application-form/ApplicationForm';
import { formFromApplication } from '../application-form/application-forms';

const BADGE_TONES: Record<ApplicationState, 'info' | 'warning' | 'success' | 'danger'> = {
  enviado: 'info',
  ajustes: 'warning',
  aprovado: 'success',
  recusado: 'danger',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function when(date: Date | null): string {
  return date ? dateTime.format(date) : 'agora há pouco';
}

/** The operator's reasons and message, as they wrote them. */
function ReviewNotes({ motivos, mensagem, tone }: { motivos: string[]; mensagem: string; tone: 'warning' | 'danger' }) {
  if (motivos.length === 0 && !mensagem) return null;
  return (
    <div className={`apply-review apply-review--${tone}`}>
      {motivos.length > 0 ? (
        <>
          <p className="apply-review__label">{motivos.length === 1 ? 'Motivo' : 'Motivos'}</p>
          <ul className="apply-review__reasons">
            {motivos.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {mensagem ? (
        <>
          <p className="apply-review__label">Mensagem da equipe Sabor</p>
          <p className="apply-review__message">{mensagem}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The approved applicant's next step. Approval changes the account's type in the same write, but
 * the two reach the phone on separate listeners: until the new type has arrived, the gate would
 * still send the panel's button back home, so the button waits for it.
 */
function NextStep({ application, sessionType }: { application: Application; sessionType: UserType | null }) {
  const restaurant = application.tipo === 'restaurante';
  const ready = sessionType === (restaurant ? 'restaurante' : 'motoboy');
  if (!ready) {
    return (
      <p className="hint" role="status">
        Liberando o seu acesso… Se demorar mais de um minuto, saia da conta e entre de novo.
      </p>
    );
  }
  return restaurant ? (
    <ButtonLink to={PATHS.restaurantPanel} size="lg" block>
      Ir para o painel do restaurante
    </ButtonLink>
  ) : (
    <ButtonLink to={PATHS.riderAvailable} size="lg" block>
      Ver pedidos disponíveis
    </ButtonLink>
  );
}

function eventLabel(event: ApplicationEvent, index: number): string {
  if (event.estado === 'enviado') return index === 0 ? 'Cadastro enviado' : 'Reenviado com os ajustes';
  return APPLICATION_STATE_LABELS[event.estado];
}

function History({ events }: { events: ApplicationEvent[] }) {
  const id = useId();
  if (events.length === 0) return null;
  return (
    <section className="apply-history" aria-labelledby={id}>
      <h3 id={id}>Histórico</h3>
      <ol className="apply-history__list">
        {events.map((event, index) => (
          <li key={index}>
            <span className="apply-history__what">{eventLabel(event, index)}</span>
            <span className="hint"> · {when(event.em)}</span>
            {event.motivos.length > 0 ? <span className="apply-history__detail">{event.motivos.join('; ')}</span> : null}
            {event.mensagem ? <span className="apply-history__detail">“{event.mensagem}”</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One application on 'Meu cadastro': where it stands, what to do next, and what happened. */
export function ApplicationCard({ application, sessionType }: { application: Application; sessionType: UserType | null }) {
  const titleId = useId();
  const toast = useToast();
  const status = applicationStatusText(application);
  const { estado } = application;

  return (
    <article className="card apply-card" aria-labelledby={titleId}>
      <div className="split">
        <h2 id={titleId} className="apply-card__title">
          <span className="apply-card__kind">{APPLICATION_KIND_LABELS[application.tipo]}</span> {application.nome}
        </h2>
        <Badge tone={BADGE_TONES[estado]}>{APPLICATION_STATE_LABELS[estado]}</Badge>
      </div>

      <div className="apply-card__status">
        <h3>{status.title}</h3>
        <p>{status.next}</p>
        {estado === 'enviado' ? <p className="hint">Enviado em {when(application.atualizadoEm ?? application.enviadoEm)}.</p> : null}
      </div>

      {estado === 'ajustes' || estado === 'recusado' ? (
        <ReviewNotes motivos={application.motivos} mensagem={application.mensagem} tone={estado === 'ajustes' ? 'warning' : 'danger'} />
      ) : null}

      {estado === 'aprovado' ? <NextStep application={application} sessionType={sessionType} /> : null}

      {estado === 'ajustes' ? (
        <section className="apply-fix" aria-labelledby={`${titleId}-fix`}>
          <h3 id={`${titleId}-fix`}>Corrija e envie de novo</h3>
          <p className="hint">Os dados que você enviou estão abaixo: ajuste o que a equipe pediu.</p>
          <ApplicationForm
            // A new request for changes starts from what was sent that time.
            key={application.atualizadoEm?.getTime() ?? 0}
            kind={application.tipo}
            initial={formFromApplication(application)}
            submitLabel="Reenviar cadastro"
            onSent={() => {
              toast('Cadastro reenviado! Ele voltou para análise.', 'success');
              window.scrollTo({ top: 0 });
            }}
          />
        </section>
      ) : null}

      <History events={application.historico} />
    </article>
  );
}
