import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUESTS_EMAIL, dataExportFileName } from '@/domain/accounts/data-export';
import { PATHS } from '@/domain/shared/routes';
import { refusalText } from '@/domain/shared/callable-refusal';
import { exportMyData } from '@/services/data-export';
import { useSession } from '@/state/session-context';
import { Button } from '@/ui/Button';
import { downloadText } from '@/ui/download';
import { Notice } from '@/ui/Notice';
import { CONSENT_KINDS } from '@/domain/accounts/consents';
import { AccountDeletionSection } from './AccountDeletionSection';
import { ConsentsSection } from './ConsentsSection';
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      const data = await exportMyData();
      downloadText(dataExportFileName(new Date()), `${JSON.stringify(data, null, 2)}\n`, 'application/json;charset=utf-8');
      const counted = [
        data.pedidos.length > 0 ? (data.pedidos.length === 1 ? '1 pedido' : `${data.pedidos.length} pedidos`) : null,
        data.entregas.length > 0 ? (data.entregas.length === 1 ? '1 entrega' : `${data.entregas.length} entregas`) : null,
      ].filter(Boolean);
      setMessage({ tone: 'success', text: `Arquivo gerado com a sua conta${counted.length > 0 ? ` e ${counted.join(' e ')}` : ''}. Confira a pasta de downloads.` });
    } catch (error) {
      console.error('Erro ao exportar os dados', error);
      setMessage({ tone: 'error', text: refusalText(error, 'Não foi possível gerar o arquivo. Verifique sua conexão e tente de novo.') });
    } finally {
      setBusy(false);
    }
  }

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
