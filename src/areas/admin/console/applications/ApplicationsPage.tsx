import { Link, useSearchParams } from 'react-router-dom';
import { applicationCity, APPLICATION_KIND_LABELS, APPLICATION_STATE_LABELS, APPLICATION_STATES, type ApplicationKind, type ApplicationState } from '@/domain/onboarding/application';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import '@/ui/chip-bar.css';
import { useFromHere } from '../shared/BackLink';
import { APPLICATION_STATE_TONES, formatDateTime } from '../shared/console-format';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { PagedListStatus } from '../shared/PagedListStatus';
import { queueFilterParams, readQueueFilter } from './queue-filter';
import { useApplications, type ApplicationFilter } from './use-applications';

const KIND_OPTIONS: ReadonlyArray<{ value: ApplicationKind | null; label: string }> = [
  { value: null, label: 'Todos' },
  { value: 'restaurante', label: 'Restaurantes' },
  { value: 'entregador', label: 'Entregadores' },
];

const STATE_OPTIONS: ReadonlyArray<{ value: ApplicationState | null; label: string }> = [
  ...APPLICATION_STATES.map((state) => ({
    value: state,
    label: state === 'aprovado' ? 'Aprovados' : state === 'recusado' ? 'Recusados' : APPLICATION_STATE_LABELS[state],
  })),
  { value: null, label: 'Todas' },
];

function FilterGroup<T extends string | null>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: T;
  onSelect: (value: T) => void;
}) {
  return (
    <div className="console-filters__group" role="group" aria-label={label}>
      <span className="console-filters__label" aria-hidden="true">
        {label}
      </span>
      {options.map((option) => (
        <button key={option.label} type="button" className="chip" aria-pressed={selected === option.value} onClick={() => onSelect(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * 'Cadastros': the applications of restaurants and riders, 20 at a time, the most recently
 * updated first, filtered by kind and state ('Em análise' first: what waits for the operator).
 */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readQueueFilter(params);
  const from = useFromHere();
  const list = useApplications(filter);
  const choose = (change: Partial<ApplicationFilter>) => setParams(queueFilterParams({ ...filter, ...change }), { replace: true });
  const kindLabel = KIND_OPTIONS.find((option) => option.value === filter.kind)?.label ?? 'Todos';
  const stateLabel = STATE_OPTIONS.find((option) => option.value === filter.state)?.label ?? '';

  return (
    <section className="section console-page" aria-labelledby="console-applications-title">
      <div className="console-page__head">
        <ConsolePageTitle id="console-applications-title">Cadastros</ConsolePageTitle>
        <p className="hint">Pedidos de restaurantes e entregadores para entrar na Sabor, do mais recente ao mais antigo.</p>
      </div>
      <div className="console-filters">
        <FilterGroup label="Tipo" options={KIND_OPTIONS} selected={filter.kind} onSelect={(kind) => choose({ kind })} />
        <FilterGroup label="Situação" options={STATE_OPTIONS} selected={filter.state} onSelect={(state) => choose({ state })} />
      </div>

      {list.items.length > 0 ? (
        <table className="console-table">
          <caption className="visually-hidden">
            Cadastros ({kindLabel}, {stateLabel})
          </caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Tipo</th>
              <th scope="col">Cidade</th>
              <th scope="col">Situação</th>
              <th scope="col">Atualizado em</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((application) => (
              <tr key={application.id}>
                <th scope="row" className="console-table__name">
                  <Link to={PATHS.adminApplication(application.id)} state={from}>
                    {application.nome}
                  </Link>
                  <span className="hint console-table__sub">{application.email}</span>
                </th>
                <td data-label="Tipo">{APPLICATION_KIND_LABELS[application.tipo]}</td>
                <td data-label="Cidade">{applicationCity(application) || '—'}</td>
                <td data-label="Situação">
                  <Badge tone={APPLICATION_STATE_TONES[application.estado]}>{APPLICATION_STATE_LABELS[application.estado]}</Badge>
                </td>
                <td data-label="Atualizado em">{formatDateTime(application.atualizadoEm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <PagedListStatus
        list={list}
        loadingLabel="Carregando cadastros..."
        errorText="Erro ao carregar cadastros"
        empty={
          <p>
            {filter.state ? `Nenhum cadastro em "${stateLabel}"` : 'Nenhum cadastro ainda'}
            {filter.kind ? ` entre ${kindLabel.toLowerCase()}` : ''}.
          </p>
        }
        endText={(count) => (count === 1 ? 'Este é o único cadastro.' : `Todos os ${count} cadastros foram exibidos.`)}
      />
    </section>
  );
}
