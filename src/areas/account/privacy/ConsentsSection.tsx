import { useState } from 'react';
import { CONSENT_TEXTS, type Consent, type ConsentKind } from '@/domain/accounts/consents';
import { PATHS } from '@/domain/shared/routes';
import { formatSaoPauloDateTime } from '@/domain/shared/date-time-text';
import { errorMessage } from '@/domain/shared/errors';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine } from '@/ui/Skeleton';
import { useConsentChange, useMyConsents } from './use-consents';

function stateText(consent: Consent | undefined): string {
  if (!consent) return 'Nada registrado ainda.';
  const when = consent.em ? formatSaoPauloDateTime(consent.em) : 'agora';
  return consent.aceito ? `Aceito em ${when} (versão ${consent.versao}).` : `Revogado em ${when}.`;
}

/**
 * 'Seus consentimentos' (issue #39): each one with the text it was given to, its version and
 * time, and 'Revogar' or 'Aceitar' in one tap. Notifications are consented to by turning them on
 * for a device ('Notificações'); revoking turns every device off. The data policy is the
 * customers' (partners accept their own terms on applying).
 */
export function ConsentsSection({ uid, kinds }: { uid: string; kinds: readonly ConsentKind[] }) {
  const [attempt, setAttempt] = useState(0);
  const consents = useMyConsents(uid, attempt);
  const { busy, failure, change } = useConsentChange(uid);

  return (
    <section className="card stack" aria-labelledby="privacy-consents-title">
      <h2 id="privacy-consents-title">Seus consentimentos</h2>
      {consents.status === 'loading' ? (
        <SkeletonLine width="70%" />
      ) : consents.status === 'error' ? (
        <RetryNotice onRetry={() => setAttempt((current) => current + 1)}>Erro ao carregar os consentimentos: {errorMessage(consents.error)}</RetryNotice>
      ) : (
        <ul className="privacy__consents" aria-label="Consentimentos">
          {kinds.map((tipo) => {
            const consent = consents.data[tipo];
            const given = consent?.aceito === true;
            return (
              <li key={tipo} className="privacy__consent">
                <div>
                  <h3>{CONSENT_TEXTS[tipo].title}</h3>
                  <p className="hint">{CONSENT_TEXTS[tipo].covers}</p>
                  <p>{stateText(consent)}</p>
                  {tipo === 'politica' && consent && !consent.aceito ? (
                    <Notice tone="warning">Sem esse aceite, você não pode fazer pedidos. Para encerrar a conta, use &lsquo;Excluir minha conta&rsquo;.</Notice>
                  ) : null}
                </div>
                {given ? (
                  <Button variant="secondary" busy={busy === tipo} disabled={busy !== null} onClick={() => void change(tipo, false)} aria-label={`Revogar: ${CONSENT_TEXTS[tipo].title}`}>
                    Revogar
                  </Button>
                ) : tipo === 'notificacoes' ? (
                  <ButtonLink variant="secondary" to={PATHS.notifications}>
                    Ligar notificações
                  </ButtonLink>
                ) : (
                  <Button busy={busy === tipo} disabled={busy !== null} onClick={() => void change(tipo, true)} aria-label={`Aceitar: ${CONSENT_TEXTS[tipo].title}`}>
                    Aceitar
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </section>
  );
}
