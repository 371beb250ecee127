import { useEffect, useState } from 'react';
import type { TeamRole } from '@/domain/accounts/team';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { subscribeToMyMembership } from '@/services/team';
import { useToast } from '@/ui/Toast';

export type MyRole =
  | { status: 'loading' }
  | { status: 'member'; role: TeamRole }
  /** Not (or no longer) on the team: the membership is gone, or the rules refuse to read it. */
  | { status: 'removed' }
  | { status: 'error'; error: Error };

export const REMOVED_FROM_TEAM_MESSAGE = 'Você não faz mais parte da equipe desta loja. Se for um engano, fale com o dono.';

/**
 * The signed-in person's role in the restaurant, live from restaurantes/{id}/membros/{uid} (the
 * document the rules check on every write): a role change applies to the open panel at once, and
 * a removal takes the panel away. The removal is also told in a toast from the listener itself, so
 * it reaches the person even when the session moves them off the panel in the same instant.
 */
export function useMyRole(restaurantId: string | null, uid: string | null): MyRole {
  const key = restaurantId && uid ? `${restaurantId}/${uid}` : null;
  const [state, setState] = useState<{ key: string | null; role: MyRole }>({ key, role: { status: 'loading' } });
  const toast = useToast();

  useEffect(() => {
    if (!restaurantId || !uid) return undefined;
    const current = `${restaurantId}/${uid}`;
    let wasMember = false;
    const removed = () => {
      if (wasMember) toast(REMOVED_FROM_TEAM_MESSAGE, 'error');
      wasMember = false;
      setState({ key: current, role: { status: 'removed' } });
    };
    return subscribeToMyMembership(
      restaurantId,
      uid,
      (member) => {
        if (!member) return removed();
        wasMember = true;
        setState({ key: current, role: { status: 'member', role: member.papel } });
      },
      (error) => {
        if (firebaseErrorCode(error) === 'permission-denied') return removed();
        console.error('Erro ao ler a função na equipe', error);
        setState({ key: current, role: { status: 'error', error } });
      },
    );
  }, [restaurantId, uid, toast]);

  return state.key === key ? state.role : { status: 'loading' };
}
