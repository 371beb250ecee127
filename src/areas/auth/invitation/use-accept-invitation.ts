import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/state/session-context';
import { CONNECTION_PROBLEM } from '@/domain/accounts/invitation-account.schema';
import { PATHS } from '@/domain/shared/routes';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { callAcceptInvitation } from '@/services/team';

/** How long the panel may take to become the person's home before the page offers to open it. */
const ENTER_PATIENCE_MS = 10_000;

export type AcceptState =
  | { status: 'idle' | 'busy' }
  | { status: 'error'; message: string }
  /** Accepted: waiting for the session to show the new role, then off to the panel. */
  | { status: 'entering'; slow: boolean };

/**
 * acceptInvitation for the signed-in person, then into the panel: the server makes the account
 * staff (usuarios tipo 'restaurante', the restaurant id) and marks the e-mail verified; the user
 * and its ID token are reloaded so the session and the rules see both, and the page moves on once
 * the live profile shows the new role (before that, the gate would send the person elsewhere).
 */
export function useAcceptInvitation(restaurantId: string, conviteId: string) {
  const { session, refreshUser } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<AcceptState>({ status: 'idle' });

  const accept = useCallback(
    async (nome?: string): Promise<boolean> => {
      setState({ status: 'busy' });
      try {
        await callAcceptInvitation(nome ? { restaurantId, conviteId, nome } : { restaurantId, conviteId });
      } catch (caught) {
        console.error('Erro ao aceitar convite', caught);
        setState({ status: 'error', message: caught instanceof CallableRefusal ? caught.message : CONNECTION_PROBLEM });
        return false;
      }
      setState({ status: 'entering', slow: false });
      // The membership is made; a failed reload only delays the verified flag until the next token.
      await refreshUser().catch((caught: unknown) => console.error('Erro ao recarregar o usuário', caught));
      return true;
    },
    [restaurantId, conviteId, refreshUser],
  );

  const entering = state.status === 'entering';
  const isStaffHere = session.status === 'ready' && session.type === 'restaurante' && session.profile?.restaurantId === restaurantId;
  useEffect(() => {
    if (entering && isStaffHere) navigate(PATHS.restaurantPanel, { replace: true });
  }, [entering, isStaffHere, navigate]);
  useEffect(() => {
    if (!entering) return undefined;
    const timer = window.setTimeout(() => setState({ status: 'entering', slow: true }), ENTER_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [entering]);

  return { state, accept };
}
