import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_ANSWER_MINUTES_RANGE, HELP_CASE_MESSAGES, HELP_LIABLE_LABELS, HELP_SETTINGS_MESSAGES, type HelpLiable } from '@/domain/help/help-case';
import type { HelpCase } from '@/domain/help/help-case.record';
import { errorMessage } from '@/domain/shared/errors';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { HelpTimeline } from '@/ui/HelpTimeline';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextAreaField } from '@/ui/TextAreaField';
import { useToast } from '@/ui/Toast';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { formatDateTime } from '../shared/console-format';
import { useDecideHelpCase, useHelpFigures, useHelpSettings, useOpenHelpCases } from './use-help-desk';
import { useSession } from '@/state/session-context';
import { TextField } from '@/ui/TextField';
import { OrderChatButton } from '@/ui/OrderChatButton';
import { useOpenCities } from '@/state/use-cities';
import { averageAnswerText, casesPer100, helpMonthOf } from '@/domain/help/help-figures';
import { formatCentavos } from '@/domain/shared/money';
import './support.css';

type Choice = 'itens' | 'inteiro' | 'sem_reembolso';

/** How long a case has been open, as the desk sorts and shows it. */
function openFor(since: Date | null, now: Date): string {
  if (!since) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `aberto há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `aberto há ${hours} h` : `aberto há ${Math.floor(hours / 24)} dias`;
}

/**
 * /admin-dashboard/atendimento, 'Atendimento' (issue #53): the open help cases, the oldest first,
 * by city; those with Sabor to decide (unanswered in time, contested, about a rider) and those
 * still within the store's time. A decision gives back (the case's items, or all of it) or not,
 * names who bears it, and is recorded with a note; it is audited.
 */
export function SupportDeskPage() {
  const cases = useOpenHelpCases();
  const [city, setCity] = useState('');
  const now = new Date();
  const all = cases.status === 'success' ? cases.data : [];
  const cities = [...new Set(all.map((help) => help.cidade).filter(Boolean))].sort();
  const cityName = useCityNames();
  const shown = all.filter((help) => !city || help.cidade === city);
  const withSabor = shown.filter((help) => help.estado === 'com_operador');
  const withStores = shown.filter((help) => help.estado === 'aguardando_loja');

  return (
    <>
      <div className="console-page__head">
        <ConsolePageTitle>Atendimento</ConsolePageTitle>
        <p className="hint">Pedidos de ajuda dos clientes: os que a loja não respondeu a tempo, os contestados e os problemas com entregadores ficam com a Sabor.</p>
      </div>
      <HelpFiguresSection />
      <AnswerDeadlineSection />
      {cities.length > 1 ? (
        <label className="support-filter">
          Cidade{' '}
          <select value={city} onChange={(event) => setCity(event.target.value)}>
            <option value="">Todas</option>
            {cities.map((key) => (
              <option key={key} value={key}>
                {cityName(key)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {cases.status === 'loading' ? (
        <SkeletonList label="Carregando pedidos de ajuda..." count={2} className="list" itemClassName="card">
          <SkeletonLine width="50%" />
          <SkeletonLine width="90%" />
        </SkeletonList>
      ) : cases.status === 'error' ? (
        <RetryNotice onRetry={cases.retry}>Erro ao carregar os pedidos de ajuda: {errorMessage(cases.error)}</RetryNotice>
      ) : (
        <>
          <section className="stack" aria-labelledby="support-sabor">
            <h3 id="support-sabor">Para a Sabor decidir ({withSabor.length})</h3>
            {withSabor.length === 0 ? (
              <div className="empty-state">Nenhum pedido de ajuda esperando a Sabor.</div>
            ) : (
              <ul className="list" aria-label="Para a Sabor decidir">
                {withSabor.map((help) => (
                  <CaseCard key={help.id} help={help} now={now} decidable />
                ))}
              </ul>
            )}
          </section>
          <section className="stack" aria-labelledby="support-stores">
            <h3 id="support-stores">Com as lojas, no prazo ({withStores.length})</h3>
            {withStores.length === 0 ? (
              <div className="empty-state">Nenhum pedido de ajuda esperando uma loja.</div>
            ) : (
              <ul className="list" aria-label="Com as lojas, no prazo">
                {withStores.map((help) => (
                  <CaseCard key={help.id} help={help} now={now} decidable={false} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

function CaseCard({ help, now, decidable }: { help: HelpCase; now: Date; decidable: boolean }) {
  const cityName = useCityNames();
  const decide = useDecideHelpCase();
  const toast = useToast();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [liable, setLiable] = useState<HelpLiable | null>(null);
  const [nota, setNota] = useState('');
  const [tried, setTried] = useState(false);
  const noteError = nota.trim().length < 5 || nota.trim().length > 500 ? HELP_CASE_MESSAGES.decisionNote : null;

  function send() {
    setTried(true);
    const chosen = choice;
    if (!chosen || !liable || noteError) return;
    void decide
      .send({ casoId: help.id, acao: chosen === 'itens' || chosen === 'inteiro' ? 'reembolso' : 'sem_reembolso', inteiro: chosen === 'inteiro', itens: [], responsavel: liable, nota: nota.trim() })
      .then((result) => result.ok && toast(`Pedido ${help.pedido} (${help.restaurantName || help.restaurantId}) decidido. O cliente foi avisado.`, 'success'));
  }

  return (
    <li className="card support-case">
      <p className="support-case__meta">
        <Link to={PATHS.adminRestaurant(help.restaurantId)}>{help.restaurantName || help.restaurantId}</Link> · Pedido {help.pedido} · {help.clienteNome || 'Cliente'}
        {help.cidade ? ` · ${cityName(help.cidade)}` : ''} · <span className="hint">{openFor(help.abertoEm, now)}</span>
      </p>
      <HelpTimeline help={help} viewer="operador" headingLevel={4} />
      <CaseChats help={help} />
      <p className="hint">
        {help.pagoNoApp ? 'Pago pelo app: um reembolso volta ao cliente pelo Mercado Pago.' : 'Pago na entrega: um reembolso vira créditos Sabor do cliente; se a loja for a responsável, o valor entra no extrato dela.'}
        {help.abertoEm ? ` Aberto em ${formatDateTime(help.abertoEm)}.` : ''}
      </p>
      {decidable ? (
        <div className="support-case__decision">
          <fieldset className="choice-list">
            <legend>Decisão</legend>
            {help.itens.length > 0 ? (
              <label className="choice-list__option">
                <input type="radio" name={`acao-${help.id}`} checked={choice === 'itens'} onChange={() => setChoice('itens')} /> Reembolsar os itens do pedido de ajuda
              </label>
            ) : null}
            <label className="choice-list__option">
              <input type="radio" name={`acao-${help.id}`} checked={choice === 'inteiro'} onChange={() => setChoice('inteiro')} /> Reembolsar o pedido inteiro
            </label>
            <label className="choice-list__option">
              <input type="radio" name={`acao-${help.id}`} checked={choice === 'sem_reembolso'} onChange={() => setChoice('sem_reembolso')} /> Sem reembolso
            </label>
          </fieldset>
          <fieldset className="choice-list">
            <legend>Quem é o responsável</legend>
            {(['loja', 'entregador', 'sabor'] as const).map((option) => (
              <label key={option} className="choice-list__option">
                <input type="radio" name={`responsavel-${help.id}`} checked={liable === option} onChange={() => setLiable(option)} /> {HELP_LIABLE_LABELS[option]}
              </label>
            ))}
          </fieldset>
          {tried && (!choice || !liable) ? (
            <p className="field__error" role="alert">
              Escolha a decisão e o responsável.
            </p>
          ) : null}
          <TextAreaField label="Registro da decisão" value={nota} onChange={(event) => setNota(event.target.value)} maxLength={500} rows={2} error={tried ? noteError : null} hint="O cliente lê este texto; fica também na auditoria." />
          {decide.refusal ? <Notice tone="error">{decide.refusal}</Notice> : null}
          <div>
            <Button busy={decide.sending} onClick={send}>
              Decidir
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** 'O mês no atendimento': the month's cases, per 100 orders by store, by rider, the first answer's average and what was given back by who bore it (read from the month's rollup). */
function HelpFiguresSection() {
  const [mes] = useState(() => helpMonthOf(new Date()));
  const read = useHelpFigures(mes);
  if (read.status === 'loading') return <SkeletonLine width="100%" />;
  if (read.status === 'error') return <RetryNotice onRetry={read.retry}>Erro ao ler os números do atendimento: {errorMessage(read.error)}</RetryNotice>;
  const { figures, orders } = read.data;
  return (
    <section className="card stack" aria-labelledby="support-figures">
      <h3 id="support-figures">O mês no atendimento</h3>
      <dl className="facts console-facts">
        <div>
          <dt>Pedidos de ajuda</dt>
          <dd>{figures.casos}</dd>
        </div>
        <div>
          <dt>Tempo médio até a primeira resposta</dt>
          <dd>{averageAnswerText(figures.primeiraResposta)}</dd>
        </div>
        {(['loja', 'entregador', 'sabor'] as const).map((party) => (
          <div key={party}>
            <dt>Devolvido, custo {party === 'loja' ? 'das lojas' : party === 'entregador' ? 'dos entregadores' : 'da Sabor'}</dt>
            <dd>
              {formatCentavos(figures.reembolsos[party])} ({figures.decisoes[party]} {figures.decisoes[party] === 1 ? 'decisão' : 'decisões'})
            </dd>
          </div>
        ))}
      </dl>
      {figures.porLoja.length > 0 ? (
        <table className="support-figures">
          <caption>Lojas com mais pedidos de ajuda</caption>
          <thead>
            <tr>
              <th scope="col">Loja</th>
              <th scope="col">Pedidos de ajuda</th>
              <th scope="col">Por 100 pedidos</th>
            </tr>
          </thead>
          <tbody>
            {figures.porLoja.slice(0, 10).map((store) => (
              <tr key={store.restaurantId}>
                <td>
                  <Link to={PATHS.adminRestaurant(store.restaurantId)}>{store.nome}</Link>
                </td>
                <td>{store.casos}</td>
                <td>{casesPer100(store.casos, orders.get(store.restaurantId) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {figures.porEntregador.length > 0 ? (
        <p className="hint">
          Entregadores com mais pedidos de ajuda:{' '}
          {figures.porEntregador.slice(0, 5).map((rider, index) => (
            <span key={rider.uid}>
              {index > 0 ? ', ' : ''}
              <Link to={PATHS.adminRider(rider.uid)}>{rider.nome}</Link> ({rider.casos})
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** 'Prazo das lojas': how long a store has to answer a case before it comes to Sabor (new cases). */
function AnswerDeadlineSection() {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const { settings, saving, save } = useHelpSettings(uid);
  const toast = useToast();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (settings.status === 'loading') return <SkeletonLine width="60%" />;
  if (settings.status === 'error') return <RetryNotice onRetry={settings.retry}>Erro ao ler o prazo das lojas: {errorMessage(settings.error)}</RetryNotice>;
  const value = typed ?? String(settings.data.prazoLojaMin);

  async function submit() {
    const minutes = Number(value);
    if (!/^\d+$/.test(value.trim()) || minutes < HELP_ANSWER_MINUTES_RANGE.min || minutes > HELP_ANSWER_MINUTES_RANGE.max) {
      setError(HELP_SETTINGS_MESSAGES.range);
      return;
    }
    setError(null);
    const failed = await save(minutes);
    if (failed) setError(failed);
    else toast(`Prazo das lojas: ${minutes} min para os novos pedidos de ajuda.`, 'success');
  }

  return (
    <section className="card stack" aria-labelledby="support-deadline">
      <h3 id="support-deadline">Prazo das lojas</h3>
      <form
        className="support-deadline"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Minutos para a loja responder"
          inputMode="numeric"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
          hint="Sem resposta nesse prazo, o pedido de ajuda vem para a Sabor. Vale para os novos pedidos de ajuda."
        />
        <div>
          <Button type="submit" busy={saving}>
            Salvar prazo
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The order's chats, read only: what the customer, the store and the rider said to each other (issue #53). */
function CaseChats({ help }: { help: HelpCase }) {
  const { session } = useSession();
  const uid = session.status === 'ready' ? session.user.uid : null;
  const target = { restaurantId: help.restaurantId, orderId: help.orderId };
  return (
    <div className="support-case__chats">
      <OrderChatButton target={target} canal="loja" me={null} uid={uid} open={false} allChannels label="Conversa com a loja" title={`Pedido ${help.pedido}: conversa do cliente com a loja`} />
      {help.entregadorId ? (
        <OrderChatButton target={target} canal="entregador" me={null} uid={uid} open={false} allChannels label="Conversa com o entregador" title={`Pedido ${help.pedido}: conversa do cliente com o entregador`} />
      ) : null}
    </div>
  );
}

/** A city's name from the key cases carry ('sao paulo' -> 'São Paulo'); the key until the cities are read. */
function useCityNames(): (key: string) => string {
  const cities = useOpenCities();
  const names = new Map(cities.status === 'success' ? cities.data.map((city) => [city.key, city.nome]) : []);
  return (key) => names.get(key) ?? key;
}
