import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ConsoleUser } from '@/domain/accounts/console-user.record';
import { PATHS } from '@/domain/shared/routes';
import { errorMessage } from '@/domain/shared/errors';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { formatDateTime, userTypeLabel } from '../shared/console-format';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { FactList } from '../shared/FactList';
import { SuspensionPanel } from '../suspension/SuspensionPanel';
import { useUsersByEmail } from './use-users';
import { DeletionRequests } from './DeletionRequests';

export const EMAIL_SEARCH_MESSAGE = 'Digite o e-mail completo. Ex: nome@email.com';

/** The e-mail as usuarios stores it (lower case), or null when it cannot be one. */
export function readEmailSearch(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** One account found: who, what type, which restaurant, suspended or not; a customer can be suspended here. */
function UserCard({ user }: { user: ConsoleUser }) {
  return (
    <li className="card console-user">
      <div className="split">
        <h3 className="console-user__name">{user.nome}</h3>
        <div className="console-badges">
          <Badge tone="neutral">{userTypeLabel(user.tipo)}</Badge>
          <Badge tone={user.suspenso ? 'danger' : 'success'}>{user.suspenso ? 'Suspenso' : 'Ativo'}</Badge>
        </div>
      </div>
      <FactList
        facts={[
          { label: 'E-mail', value: user.email || '—' },
          { label: 'Telefone', value: user.telefone || '—' },
          { label: 'Conta criada em', value: formatDateTime(user.criadoEm) },
          // A customer's suspension is shown (and changed) in the panel below.
          ...(user.tipo === 'cliente' ? [] : [{ label: 'Suspensão', value: user.suspenso ? `Desde ${formatDateTime(user.suspenso.em)}: ${user.suspenso.motivo || '—'}` : 'Não' }]),
        ]}
      />
      {user.restaurantId ? (
        <p>
          Restaurante: <Link to={PATHS.adminRestaurant(user.restaurantId)}>abrir o restaurante ({user.restaurantId})</Link>
        </p>
      ) : null}
      {user.tipo === 'cliente' ? <SuspensionPanel target="usuario" id={user.uid} suspension={user.suspenso} name={user.nome} /> : null}
      {user.tipo === 'motoboy' ? (
        <p>
          <Link to={PATHS.adminRider(user.uid)}>Abrir o entregador</Link> para ver o cadastro e suspender ou retirar a suspensão.
        </p>
      ) : null}
    </li>
  );
}

/** The accounts of one e-mail, live. */
function UserResults({ email }: { email: string }) {
  const found = useUsersByEmail(email);
  if (found.status === 'loading') {
    return (
      <SkeletonList label="Procurando..." count={1} className="list" itemClassName="card">
        <SkeletonLine width="40%" />
        <SkeletonLine width="80%" />
      </SkeletonList>
    );
  }
  if (found.status === 'error') {
    return <RetryNotice onRetry={found.retry}>Erro ao procurar o usuário: {errorMessage(found.error)}</RetryNotice>;
  }
  if (found.data.length === 0) return <div className="empty-state">Nenhuma conta com o e-mail {email}.</div>;
  return (
    <ul className="list" aria-label={`Contas com o e-mail ${email}`}>
      {found.data.map((user) => (
        <UserCard key={user.uid} user={user} />
      ))}
    </ul>
  );
}

/**
 * 'Usuários': any account found by its e-mail (usuarios.email, stored in lower case): name, type,
 * restaurant, suspension, creation date; a customer's account is suspended or reinstated here.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const email = readEmailSearch(params.get('email') ?? '');
  const [typed, setTyped] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readEmailSearch(typed);
    if (!read) return setError(EMAIL_SEARCH_MESSAGE);
    setError(null);
    setParams({ email: read }, { replace: true });
  }

  return (
    <section className="section console-page" aria-labelledby="console-users-title">
      <div className="console-page__head">
        <ConsolePageTitle id="console-users-title">Usuários</ConsolePageTitle>
        <p className="hint">Encontre qualquer conta (cliente, equipe de restaurante, entregador) pelo e-mail.</p>
      </div>
      <form role="search" className="console-search" onSubmit={submit} noValidate>
        <TextField
          label="E-mail da conta"
          type="email"
          name="email"
          value={typed}
          autoComplete="off"
          placeholder="nome@email.com"
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" icon={<Icon name="search" size={18} />}>
          Buscar
        </Button>
      </form>
      {email ? <UserResults email={email} /> : <p className="hint">Digite um e-mail para ver a conta.</p>}
      <DeletionRequests />
    </section>
  );
}
