import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_CASE_MESSAGES, HELP_LIABLE_LABELS, MAX_AGREED_REFUND, type HelpLiable } from '@/domain/help/help-case';
import type { HelpCase } from '@/domain/help/help-case.record';
import { errorMessage } from '@/domain/shared/errors';
import { checkMoney, formatCentavos } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/routes';
import { Button } from '@/ui/Button';
import { MoneyField } from '@/ui/MoneyField';
import { HelpTimeline } from '@/ui/HelpTimeline';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextAreaField } from '@/ui/TextAreaField';
import { useToast } from '@/ui/Toast';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { formatDateTime } from '../shared/console-format';
import { useDecideHelpCase, useOpenHelpCases } from './use-help-desk';
import { useSession } from '@/state/session-context';
import { OrderChatButton } from '@/ui/OrderChatButton';
import { useOpenCities } from '@/state/use-cities';
import { AnswerDeadlineSection } from './AnswerDeadlineSection';
import { HelpFiguresSection } from './HelpFiguresSection';
import { RiderRatingsSection } from './RiderRatingsSection';
import './support.css';

type Choice = 'itens' | 'inteiro' | 'valor' | 'sem_reembolso';

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
 * still within the store's time. A decision gives back (the case's items, all of it, or an amount
 * up to the order's total) or not, names who bears it, and is recorded with a note; it is audited.
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
      <RiderRatingsSection />
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
  const [amount, setAmount] = useState('');
  const [nota, setNota] = useState('');
  const [tried, setTried] = useState(false);
  const noteError = nota.trim().length < 5 || nota.trim().length > 500 ? HELP_CASE_MESSAGES.decisionNote : null;
  // An amount the order still has to give is the server's to check (planPartialRefund); the field keeps within its total.
  const amountRange = { min: 1, max: help.totalPedido || MAX_AGREED_REFUND };
  const amountCheck = checkMoney(amount, amountRange);

  function send() {
    setTried(true);
    const chosen = choice;
    if (!chosen || !liable || noteError || (chosen === 'valor' && !amountCheck.ok)) return;
    const valor = chosen === 'valor' && amountCheck.ok ? amountCheck.centavos : null;
    void decide
      .send({ casoId: help.id, acao: chosen === 'sem_reembolso' ? 'sem_reembolso' : 'reembolso', inteiro: chosen === 'inteiro', itens: [], valor, responsavel: liable, nota: nota.trim() })
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
        {help.entregadorId ? ` Se for o entregador (${help.entregadorNome || 'quem levou o pedido'}), a loja não recebe nada de volta da Sabor e desconta o valor no acerto do dia com ele.` : ''}
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
              <input type="radio" name={`acao-${help.id}`} checked={choice === 'valor'} onChange={() => setChoice('valor')} /> Devolver outro valor
            </label>
            {choice === 'valor' ? (
              <MoneyField
                label="Valor a devolver (R$)"
                value={amount}
                onChange={setAmount}
                range={amountRange}
                error={tried && !amountCheck.ok ? HELP_CASE_MESSAGES.amount : null}
                placeholder={help.totalPedido ? `até ${formatCentavos(help.totalPedido)}` : undefined}
              />
            ) : null}
            <label className="choice-list__option">
              <input type="radio" name={`acao-${help.id}`} checked={choice === 'sem_reembolso'} onChange={() => setChoice('sem_reembolso')} /> Sem reembolso
            </label>
          </fieldset>
          <fieldset className="choice-list">
            <legend>Quem é o responsável</legend>
            {/* The rider answers through their settlement with the store: only an order a rider carried has one. */}
            {(help.entregadorId ? (['loja', 'entregador', 'sabor'] as const) : (['loja', 'sabor'] as const)).map((option) => (
              <label key={option} className="choice-list__option">
                <input type="radio" name={`responsavel-${help.id}`} checked={liable === option} onChange={() => setLiable(option)} /> {HELP_LIABLE_LABELS[option]}
              </label>
            ))}
          </fieldset>
          {tried && (!choice || !liable) ? (
            <p className="field__error" role="alert">
              {HELP_CASE_MESSAGES.chooseDecision}
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
