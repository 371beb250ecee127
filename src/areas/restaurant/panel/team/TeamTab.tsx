import { useMemo, useState } from 'react';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamInvitation, type TeamMember, type TeamRole } from '@/domain/accounts/team';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { SkeletonList, SkeletonLine } from '@/ui/Skeleton';
import { InviteMemberModal } from './InviteMemberModal';
import { useTeam, useTeamWrites } from './use-team';
import '@/areas/restaurant/panel/panel.css';
import './team.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const ROLE_ORDER: Record<TeamRole, number> = { dono: 0, gerente: 1, atendente: 2 };

/** Donos first, then gerentes, then atendentes; by name within each. */
function sortTeam(members: TeamMember[]): TeamMember[] {
  return [...members].sort((a, b) => ROLE_ORDER[a.papel] - ROLE_ORDER[b.papel] || byName.compare(a.nome || a.email, b.nome || b.email));
}

/** The text of a failed team action: the server's refusal, or the connection. */

function MemberRow({
  member,
  isMe,
  lastOwner,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  isMe: boolean;
  /** The only dono: the server refuses to demote or remove them, so the row says so instead. */
  lastOwner: boolean;
  busy: boolean;
  onRole: (papel: TeamRole) => void;
  onRemove: () => void;
}) {
  const name = member.nome || member.email;
  return (
    <li className="card card--compact team-member">
      <div className="team-member__who">
        <strong>
          {name}
          {isMe ? <span className="muted"> (você)</span> : null}
        </strong>
        {member.nome ? <span className="hint team-member__email">{member.email}</span> : null}
        <span className="hint">{member.desde ? `Na equipe desde ${dateFormat.format(member.desde)}` : 'Na equipe'}</span>
      </div>
      <div className="team-member__actions">
        <label className="plain-field select-field">
          <span>Função</span>
          <select value={member.papel} disabled={busy || lastOwner} aria-describedby={lastOwner ? `last-owner-${member.uid}` : undefined} onChange={(event) => onRole(event.target.value as TeamRole)}>
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        {lastOwner ? null : (
          <Button size="sm" variant="danger" disabled={busy} onClick={onRemove} aria-label={`Remover ${name}`}>
            Remover
          </Button>
        )}
      </div>
      {lastOwner ? (
        <p id={`last-owner-${member.uid}`} className="hint">
          {TEAM_MESSAGES.lastOwner}
        </p>
      ) : null}
    </li>
  );
}

function InvitationRow({ invitation, busy, onCancel }: { invitation: TeamInvitation; busy: boolean; onCancel: () => void }) {
  return (
    <li className="card card--compact team-member">
      <div className="team-member__who">
        <strong className="team-member__email">{invitation.email}</strong>
        <span className="hint">
          {TEAM_ROLE_LABELS[invitation.papel]}
          {invitation.expiraEm ? ` · vale até ${dateFormat.format(invitation.expiraEm)}` : ''}
        </span>
      </div>
      <div className="team-member__actions">
        <Button size="sm" variant="secondary" busy={busy} onClick={onCancel} aria-label={`Cancelar convite de ${invitation.email}`}>
          Cancelar convite
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Equipe' (the dono's tab, issue #24): who works in the shop and with which role, the pending
 * invitations, 'Convidar pessoa'. Every change goes through a callable; the lists are live, so a
 * change shows when the server has made it.
 */
export function TeamTab({ restaurantId, restaurantName, myUid }: { restaurantId: string; restaurantName: string; myUid: string }) {
  const { team, invitations } = useTeam(restaurantId);
  const writes = useTeamWrites(restaurantId);
  const { busy, error } = writes;
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = useMemo(() => (team.status === 'success' ? sortTeam(team.data) : []), [team]);
  const owners = members.filter((member) => member.papel === 'dono').length;

  return (
    <section className="section" aria-labelledby="team-title">
      <div className="split">
        <h2 id="team-title">Equipe</h2>
        <Button onClick={() => setInviting(true)}>Convidar pessoa</Button>
      </div>
      <p className="hint">Cada pessoa entra com o próprio e-mail e senha. Atendentes cuidam dos pedidos, da pausa e do “Esgotado hoje”; gerentes fazem tudo, menos mexer na equipe.</p>
      {error ? <Notice tone="error">{error}</Notice> : null}

      <h3>Pessoas</h3>
      {team.status === 'loading' ? (
        <SkeletonList label="Carregando equipe..." count={2} className="list" itemClassName="card card--compact">
          <SkeletonLine width="40%" />
          <SkeletonLine width="60%" />
        </SkeletonList>
      ) : team.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar a equipe. Verifique a conexão.</Notice>
      ) : (
        <ul className="list">
          {members.map((member) => (
            <MemberRow
              key={member.uid}
              member={member}
              isMe={member.uid === myUid}
              lastOwner={member.papel === 'dono' && owners <= 1}
              busy={busy === member.uid}
              onRole={(papel) => writes.setRole(member.uid, papel)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}

      <h3>Convites pendentes</h3>
      {invitations.status === 'loading' ? (
        <SkeletonList label="Carregando convites..." count={1} className="list" itemClassName="card card--compact">
          <SkeletonLine width="50%" />
        </SkeletonList>
      ) : invitations.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os convites. Verifique a conexão.</Notice>
      ) : invitations.data.length === 0 ? (
        <p className="muted">Nenhum convite pendente.</p>
      ) : (
        <ul className="list">
          {invitations.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              busy={busy === invitation.id}
              onCancel={() => writes.cancelInvitation(invitation.id)}
            />
          ))}
        </ul>
      )}

      {inviting ? <InviteMemberModal restaurantId={restaurantId} restaurantName={restaurantName} onClose={() => setInviting(false)} /> : null}
      {removing ? (
        <ConfirmDialog
          destructive
          title={`Remover ${removing.nome || removing.email}?`}
          confirmLabel="Remover"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const target = removing;
            setRemoving(null);
            writes.remove(target.uid);
          }}
        >
          <p>
            {removing.uid === myUid
              ? 'Você perderá o acesso ao painel desta loja na hora.'
              : 'A pessoa perde o acesso ao painel na hora. Para voltar, ela precisará de um novo convite.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
