import { useNavigate } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { APPLICATION_STATE_LABELS, type ApplicationKind } from '@/domain/onboarding/application';
import { PATHS, withReturnPath } from '@/domain/shared/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { Icon } from '@/ui/Icon';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { useToast } from '@/ui/Toast';
import { ApplicationForm, applicationOfKind } from '../application-form/ApplicationForm';
import { emptyRestaurantForm, emptyRiderForm } from '../application-form/application-forms';
import { useMyApplications } from '../use-my-applications';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT, DISCOUNT_RULE_TEXT } from '@/domain/money/commission';
import '../onboarding.css';

/** What each programme offers and asks, in the words of the partner terms. */
const PROGRAMMES: Record<ApplicationKind, { path: string; title: string; lead: string; offers: string[]; needs: string; formTitle: string }> = {
  restaurante: {
    path: PATHS.restaurantApplication,
    title: 'Cadastre seu restaurante',
    lead: 'Venda para o seu bairro pela Sabor. O cadastro leva uns 5 minutos e a nossa equipe responde em até 2 dias úteis.',
    offers: [
      COMMISSION_RULE_TEXT,
      DISCOUNT_RULE_TEXT,
      DELIVERY_FEE_RULE_TEXT,
      'Painel com os pedidos em tempo real e alerta sonoro, cardápio, relatórios e avaliações.',
      'O cliente paga na entrega, direto ao restaurante: dinheiro, cartão ou Pix na sua chave.',
      'Sua equipe com login próprio: gerentes e atendentes, cada um com a sua senha.',
    ],
    needs: 'Tenha em mãos o CNPJ e a razão social, o CPF do responsável, o endereço com CEP e a chave Pix do restaurante.',
    formTitle: 'Dados do restaurante',
  },
  entregador: {
    path: PATHS.riderApplication,
    title: 'Seja um entregador',
    lead: 'Entregue pedidos dos restaurantes da sua cidade no seu ritmo. O cadastro leva uns 3 minutos e a nossa equipe responde em até 2 dias úteis.',
    offers: [
      'Você escolhe quais pedidos aceitar, na hora em que quiser.',
      DELIVERY_FEE_RULE_TEXT,
      'De moto ou de bicicleta: de bicicleta não precisa de CNH.',
      'Até 2 pedidos ao mesmo tempo, com a entrega confirmada pelo código do cliente.',
    ],
    needs: 'É preciso ter 18 anos ou mais. Tenha em mãos o CPF, uma chave Pix no seu nome e, para moto, a CNH com categoria A e a placa.',
    formTitle: 'Seu cadastro',
  },
};

/** 'Cadastre seu restaurante' and 'Seja um entregador': the programme, then the way in. */
function ApplyPage({ kind }: { kind: ApplicationKind }) {
  const programme = PROGRAMMES[kind];
  const { session } = useSession();
  return (
    <main className="page apply-page">
      <header className="apply-intro">
        <p className="apply-intro__eyebrow">Sabor para parceiros</p>
        <h1>{programme.title}</h1>
        <p className="apply-intro__lead">{programme.lead}</p>
        <ul className="stack-list apply-intro__offers">
          {programme.offers.map((offer) => (
            <li key={offer}>
              <Icon name="star" size={18} /> <span>{offer}</span>
            </li>
          ))}
        </ul>
        <p className="hint">{programme.needs}</p>
      </header>
      {session.status === 'visitor' ? (
        <VisitorActions kind={kind} />
      ) : session.status === 'ready' ? (
        <SignedInApplication kind={kind} uid={session.user.uid} />
      ) : (
        <LoadingState text="Carregando..." />
      )}
    </main>
  );
}

/** A visitor applies with an account: creating one or signing in comes back to this page. */
function VisitorActions({ kind }: { kind: ApplicationKind }) {
  const back = PROGRAMMES[kind].path;
  return (
    <section className="card apply-visitor" aria-labelledby="apply-visitor-title">
      <h2 id="apply-visitor-title">Para se cadastrar, use uma conta Sabor</h2>
      <p className="muted">Crie a sua conta (leva um minuto) ou entre com a que você já usa para pedir. Depois você volta direto para cá.</p>
      <div className="apply-visitor__actions">
        <ButtonLink to={withReturnPath(PATHS.signUp, back)} size="lg" block>
          Criar conta
        </ButtonLink>
        <ButtonLink to={withReturnPath(PATHS.login, back)} variant="secondary" size="lg" block>
          Entrar
        </ButtonLink>
      </div>
    </section>
  );
}

/** A customer: the form, unless they already applied for this (then where to follow it). */
function SignedInApplication({ kind, uid }: { kind: ApplicationKind; uid: string }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const applications = useMyApplications(uid);

  if (applications.status === 'loading') return <LoadingState text="Carregando seu cadastro..." />;
  const existing = applications.status === 'success' ? applicationOfKind(applications.data, kind) : null;
  if (existing) {
    const fix = existing.estado === 'ajustes';
    return (
      <Notice
        tone={fix ? 'warning' : 'info'}
        action={
          <ButtonLink to={PATHS.myApplications} size="sm" variant={fix ? 'primary' : 'secondary'}>
            {fix ? 'Corrigir meu cadastro' : 'Ver meu cadastro'}
          </ButtonLink>
        }
      >
        Você já enviou este cadastro. Situação: <strong>{APPLICATION_STATE_LABELS[existing.estado]}</strong>.
      </Notice>
    );
  }

  const profile = session.status === 'ready' ? session.profile : null;
  const person = { nome: profile?.nome || (session.status === 'ready' ? session.user.displayName : null) || '', telefone: profile?.telefone ?? '' };
  return (
    <section className="apply-form-section" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title">{PROGRAMMES[kind].formTitle}</h2>
      {/* Not knowing whether they applied before does not stop them: the server refuses a duplicate. */}
      {applications.status === 'error' ? <Notice tone="warning">Não foi possível conferir se você já tem um cadastro. Você pode preencher e enviar mesmo assim.</Notice> : null}
      <ApplicationForm
        kind={kind}
        initial={kind === 'restaurante' ? emptyRestaurantForm(person) : emptyRiderForm(person)}
        submitLabel="Enviar cadastro"
        onSent={() => {
          toast('Cadastro enviado! Acompanhe a análise por aqui.', 'success');
          navigate(PATHS.myApplications);
        }}
      />
    </section>
  );
}

export function RestaurantApplicationPage() {
  return <ApplyPage kind="restaurante" />;
}

export function RiderApplicationPage() {
  return <ApplyPage kind="entregador" />;
}
