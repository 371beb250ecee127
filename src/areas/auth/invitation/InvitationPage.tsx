import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { Notice } from '@/ui/Notice';
import { AuthCard } from '../shared/AuthCard';
import { AcceptStep } from './AcceptStep';
import { NewAccountStep } from './NewAccountStep';
import { useAcceptInvitation } from './use-accept-invitation';
import { useInvitingRestaurant } from './use-inviting-restaurant';

/**
 * /convite/{restaurantId}/{conviteId}: a restaurant's invitation to its team (issue #24). With
 * ?codigo= the e-mail had no account: the person sets a password here. Without it, they sign in
 * with their account (or are signed in) and accept. Either way they land in the panel. Open to
 * visitors and to signed-in people, verified or not (domain/shared/routes.ts).
 */
export function InvitationPage() {
  const { restaurantId = '', conviteId = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('codigo');
  const { session } = useSession();
  const { state, accept } = useAcceptInvitation(restaurantId, conviteId);
  const restaurant = useInvitingRestaurant(restaurantId);
  // Only the greeting needs the name: while unknown, or if it cannot be read, the invitation works without.
  const restaurantName = restaurant.status === 'success' ? (restaurant.data?.nome ?? null) : null;
  const [mode, setMode] = useState<'new-account' | 'existing'>(code ? 'new-account' : 'existing');
  const [notice, setNotice] = useState('');
  const signInInstead = useCallback((message: string) => {
    setNotice(message);
    setMode('existing');
  }, []);

  const title = 'Convite para a equipe';
  if (state.status === 'entering') {
    return (
      <AuthCard title={title}>
        <LoadingState text="Convite aceito! Abrindo o painel da loja..." />
        {state.slow ? (
          <Button block onClick={() => window.location.assign(PATHS.restaurantPanel)}>
            Abrir o painel
          </Button>
        ) : null}
      </AuthCard>
    );
  }
  // Opened again after joining: nothing to accept.
  if (session.status === 'ready' && session.type === 'restaurante' && session.profile?.restaurantId === restaurantId) {
    return (
      <AuthCard title={title}>
        <Notice tone="success">Você já faz parte da equipe desta loja.</Notice>
        <ButtonLink to={PATHS.restaurantPanel} size="lg" block>
          Ir para o painel
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={`Você foi convidado(a) para a equipe ${restaurantName ? `de ${restaurantName}` : 'de um restaurante'} na Sabor.`}>
      {mode === 'new-account' && code ? (
        <NewAccountStep code={code} onAccept={accept} onSignInInstead={signInInstead} />
      ) : (
        <>
          {notice ? <Notice tone="info">{notice}</Notice> : null}
          <AcceptStep state={state} onAccept={() => void accept()} />
        </>
      )}
    </AuthCard>
  );
}
