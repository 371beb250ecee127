import { Link } from 'react-router-dom';
import { CONSENT_KINDS } from '@/domain/accounts/consents';
import { DATA_REQUESTS_EMAIL } from '@/domain/accounts/data-export';
import { PATHS } from '@/domain/shared/routes';
import { useSession } from '@/state/session-context';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { AccountDeletionSection } from './AccountDeletionSection';
import { ConsentsSection } from './ConsentsSection';
import { useDataExport } from './use-data-export';
import './privacy.css';

/**
 * /privacidade (issue #39): the person's data under their control, for every account type:
 * 'Baixar meus dados' (a JSON file of everything kept about them, made at once), 'Excluir minha
 * conta', the consents, and where to send any other request under the LGPD.
 */
const PARTNER_CONSENTS = CONSENT_KINDS.filter((kind) => kind !== 'politica');

export function PrivacyPage() {
  const { session } = useSession();
  // The data policy's page is the customers' (SPEC.md's routes); partners read theirs in the terms.
  const customer = session.status === 'ready' && session.type === 'cliente';
  const { busy, message, download } = useDataExport();

  return (
    <main className="page privacy">
      <h1>Privacidade</h1>
      <section className="card stack" aria-labelledby="privacy-export-title">
        <h2 id="privacy-export-title">Baixar meus dados</h2>
        <p>
          Um arquivo (JSON) com tudo o que a Sabor guarda sobre você: a sua conta e os endereços salvos, os pedidos, as avaliações, os aparelhos
          que recebem notificações, os cadastros de parceiro e, se você entrega, as suas entregas. Ele é gerado na hora, só para você.
        </p>
        <Button onClick={() => void download()} busy={busy}>
          Baixar meus dados
        </Button>
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </section>
      {session.status === 'ready' ? <ConsentsSection uid={session.user.uid} kinds={customer ? CONSENT_KINDS : PARTNER_CONSENTS} /> : null}
      <AccountDeletionSection />
      <section className="card stack" aria-labelledby="privacy-requests-title">
        <h2 id="privacy-requests-title">Outros pedidos sobre os seus dados</h2>
        <p>
          Para corrigir um dado ou saber com quem os seus dados foram compartilhados, escreva para <a href={`mailto:${DATA_REQUESTS_EMAIL}`}>{DATA_REQUESTS_EMAIL}</a> a
          partir do e-mail da sua conta. Respondemos em até 15 dias, como pede a LGPD.
        </p>
        {customer ? (
          <p>
            <Link to={PATHS.dataPolicy}>Ler a Política de Dados</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
