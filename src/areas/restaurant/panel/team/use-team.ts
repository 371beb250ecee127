import type { TeamInvitation, TeamMember } from '@/domain/accounts/team';
import type { SchemaFieldErrors } from '@/domain/shared/request.schema';
import { CallableRefusal, refusalText } from '@/domain/shared/callable-refusal';
import { callCancelInvitation, callInviteMember, callRemoveMember, callSetMemberRole, subscribeToPendingInvitations, subscribeToTeam } from '@/services/team';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

const INVITE_FAILED = 'Não foi possível criar o convite. Verifique a conexão e tente novamente.';

/** The team and its pending invitations, live. */
export function useTeam(restaurantId: string): { team: LiveResult<TeamMember[]>; invitations: LiveResult<TeamInvitation[]> } {
  const team = useSubscription<TeamMember[]>(`team:${restaurantId}`, (onNext, onError) => subscribeToTeam(restaurantId, onNext, onError));
  const invitations = useSubscription<TeamInvitation[]>(`team-invitations:${restaurantId}`, (onNext, onError) => subscribeToPendingInvitations(restaurantId, onNext, onError));
  return { team, invitations };
}

/** 'Equipe''s changes, each keyed by the person or invitation it is about (`busy`). */
export function useTeamWrites(restaurantId: string) {
  const { run, pendingKey, error } = usePanelWrite();
  const write = (key: string, action: () => Promise<void>, fallback: string) => void run(action, { key, log: fallback, failure: (caught) => refusalText(caught, fallback) });
  return {
    busy: pendingKey,
    error,
    setRole: (uid: string, papel: Parameters<typeof callSetMemberRole>[0]['papel']) =>
      write(uid, () => callSetMemberRole({ restaurantId, uid, papel }), 'Não foi possível mudar a função. Tente novamente.'),
    cancelInvitation: (conviteId: string) => write(conviteId, () => callCancelInvitation({ restaurantId, conviteId }), 'Não foi possível cancelar o convite. Tente novamente.'),
    remove: (uid: string) => write(uid, () => callRemoveMember({ restaurantId, uid }), 'Não foi possível remover a pessoa. Tente novamente.'),
  };
}

/**
 * 'Convidar pessoa': resolves with the invitation made, or null. A refusal about fields goes to
 * `onFields` (said under them); any other failure is `error`.
 */
export function useInviteMember() {
  const { run, pending, error, setError } = usePanelWrite();
  const invite = async (request: Parameters<typeof callInviteMember>[0], onFields: (fields: SchemaFieldErrors) => void) => {
    let created: Awaited<ReturnType<typeof callInviteMember>> | null = null;
    await run(
      async () => {
        created = await callInviteMember(request);
      },
      {
        log: 'Erro ao convidar',
        failure: (caught) => {
          if (!(caught instanceof CallableRefusal)) return INVITE_FAILED;
          onFields(caught.fields);
          return Object.keys(caught.fields).length === 0 ? caught.message : null;
        },
      },
    );
    return created as Awaited<ReturnType<typeof callInviteMember>> | null;
  };
  return { invite, busy: pending, error, setError };
}
