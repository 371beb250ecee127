import { TEAM_ROLE_LABELS, type TeamRole } from '../accounts/team';
import { formatCentavos } from '../shared/money';
import { APPLICATION_KIND_LABELS, applicationStatusText, type ApplicationKind, type ApplicationState } from '../onboarding/application';
import { PATHS } from '../shared/routes';

/**
 * Web Push (issue #37): what each person's devices are told when the app is closed, kept in the
 * outbox `push/{id}` (functions/src/notify/push-sender.ts) and shown by the service worker
 * (public/sw-push.js). Every notification has a kind, which its recipient can mute per device in
 * 'Notificações' (a separate switch from the one that turns notifications on).
 */

export const PUSH_COLLECTION = 'push';
/** Under each person: usuarios/{uid}/aparelhos/{deviceId}. */
export const DEVICES = 'aparelhos';

export const NOTIFICATION_KINDS = [
  // The kitchen.
  'pedido_novo',
  'pedido_perto_de_fechar',
  'loja_sem_painel',
  'ajuda_nova',
  // The customer.
  'pedido_na_cozinha',
  'agenda_alterada',
  'pedido_aceito',
  'pedido_rejeitado',
  'pedido_sem_resposta',
  'pedido_a_caminho',
  'pedido_entregue',
  'pedido_cancelado',
  'pagamento_devolvido',
  'ajuda_respondida',
  // Riders.
  'entrega_disponivel',
  // Applicants and staff.
  'cadastro_decidido',
  'convite',
  // Everyone on an order: a message in its chat (issue #53).
  'mensagem_pedido',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The role a device was turned on for: it decides which kinds it can receive. */
export type DeviceRole = 'cliente' | 'restaurante' | 'motoboy' | 'admin';

/** What each role's devices may receive, with the label of its mute switch. */
export const KINDS_BY_ROLE: Record<DeviceRole, ReadonlyArray<{ kind: NotificationKind; label: string }>> = {
  restaurante: [
    { kind: 'pedido_novo', label: 'Novos pedidos, repetidos até a resposta' },
    { kind: 'pedido_perto_de_fechar', label: 'Pedido perto de fechar sem resposta' },
    { kind: 'loja_sem_painel', label: 'Loja parou de receber pedidos (painel fechado)' },
    { kind: 'ajuda_nova', label: 'Clientes pedindo ajuda com um pedido' },
    { kind: 'mensagem_pedido', label: 'Mensagens dos clientes sobre pedidos' },
  ],
  cliente: [
    { kind: 'pedido_na_cozinha', label: 'Pedido agendado enviado à cozinha' },
    { kind: 'agenda_alterada', label: 'Restaurante pausado ou com novo horário no seu agendamento' },
    { kind: 'pedido_aceito', label: 'Pedido aceito' },
    { kind: 'pedido_rejeitado', label: 'Pedido recusado' },
    { kind: 'pedido_sem_resposta', label: 'Pedido sem resposta' },
    { kind: 'pedido_a_caminho', label: 'Pedido a caminho' },
    { kind: 'pedido_entregue', label: 'Pedido entregue' },
    { kind: 'pedido_cancelado', label: 'Pedido cancelado' },
    { kind: 'pagamento_devolvido', label: 'Pagamento pelo app devolvido' },
    { kind: 'ajuda_respondida', label: 'Respostas aos seus pedidos de ajuda' },
    { kind: 'mensagem_pedido', label: 'Mensagens do restaurante e do entregador' },
    { kind: 'cadastro_decidido', label: 'Resposta ao seu cadastro' },
    { kind: 'convite', label: 'Convites para equipes' },
  ],
  motoboy: [
    { kind: 'entrega_disponivel', label: 'Entregas esperando na sua cidade' },
    { kind: 'mensagem_pedido', label: 'Mensagens dos clientes sobre entregas' },
  ],
  admin: [],
};

/**
 * Whose devices a push goes to: a person's; the kitchen's (the devices its staff turned on for
 * the restaurant); or the riders of a city who are available now.
 */
export type PushTarget = { uid: string } | { restaurantId: string } | { cidade: string };

/** What the service worker shows, and where a tap goes. */
export interface PushPayload {
  kind: NotificationKind | 'teste';
  title: string;
  body: string;
  /** The app's path a tap opens. */
  url: string;
  /** Notifications with one tag replace each other (one per order). */
  tag: string;
  /** Alert again when replacing one with the same tag (a new order not yet answered). */
  renotify?: boolean;
  /** Stays on screen until the person acts (a new order on the counter tablet). */
  requireInteraction?: boolean;
}

/** How the push service treats it (RFC 8030): urgency, and how long it may wait for a device that is off. */
export interface PushDelivery {
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Seconds. */
  ttl: number;
}

/** A new order: high urgency, dropped if the tablet is off for more than the time to answer. */
export const NEW_ORDER_DELIVERY: PushDelivery = { urgency: 'high', ttl: 120 };
export const STATUS_DELIVERY: PushDelivery = { urgency: 'high', ttl: 60 * 60 };
export const ACCOUNT_DELIVERY: PushDelivery = { urgency: 'normal', ttl: 7 * 24 * 60 * 60 };

/** The order as the notifications name it. */
export interface NotifiedOrder {
  id: string;
  restaurantId: string;
  restaurantName: string;
  /** '#0042', or null before the number is given. */
  numero: string | null;
  totalCentavos: number;
  bairro: string;
  /** 'Retirar no local': the customer collects it at the counter. */
  retirada?: boolean;
}

const label = (order: NotifiedOrder) => (order.numero ? `Pedido ${order.numero}` : 'Novo pedido');

/** The kitchen's new order. */
export function newOrderPush(order: NotifiedOrder): PushPayload {
  return {
    kind: 'pedido_novo',
    title: `${label(order)} · ${formatCentavos(order.totalCentavos)}`,
    body: order.retirada ? 'Retirar no local. Toque para aceitar ou recusar.' : `Entrega em ${order.bairro}. Toque para aceitar ou recusar.`,
    url: PATHS.restaurantPanel,
    tag: `pedido-${order.id}`,
    renotify: true,
    requireInteraction: true,
  };
}

/**
 * The kitchen's reminder of an order still unanswered: the new order's notification again, under
 * its tag (it replaces the first and alerts again), until someone accepts or rejects it.
 */
export function unansweredOrderPush(order: NotifiedOrder, minutesWaiting: number): PushPayload {
  return { ...newOrderPush(order), body: `Esperando resposta há ${minutesWaiting} min. Toque para aceitar ou recusar.` };
}

/** The kitchen's last call: the order closes unanswered in `minutesLeft` minutes. */
export function closingOrderPush(order: NotifiedOrder, minutesLeft: number): PushPayload {
  return {
    ...newOrderPush(order),
    kind: 'pedido_perto_de_fechar',
    title: `${label(order)} fecha em ${minutesLeft} min sem resposta`,
    body: 'Aceite ou recuse agora, ou o cliente será avisado de que o pedido ficou sem resposta.',
  };
}

/** The kitchen's: the store stopped taking orders because no panel has been open lately. */
export function panelSilentPush(restaurantName: string, minutesSilent: number): PushPayload {
  return {
    kind: 'loja_sem_painel',
    title: `${restaurantName} parou de receber pedidos`,
    body: `O painel está fechado há ${minutesSilent} min. Abra o painel para voltar a receber pedidos.`,
    url: PATHS.restaurantPanel,
    tag: 'loja-sem-painel',
    renotify: true,
  };
}

/** The kitchen's: a customer asked for help with an order (issue #53), to answer by `until` ('14:32'). */
export function helpCaseOpenedPush(help: { id: string; pedido: string; problema: string }, until: string): PushPayload {
  return {
    kind: 'ajuda_nova',
    title: `Pedido ${help.pedido}: o cliente pediu ajuda`,
    body: `${help.problema}. Responda até ${until} no painel, ou a equipe da Sabor decide.`,
    url: PATHS.restaurantPanel,
    tag: `ajuda-${help.id}`,
    renotify: true,
  };
}

/** The customer's: their help case moved on (issue #53): `text` says how. */
export function helpCaseAnsweredPush(help: { id: string; orderId: string; restaurantId: string; restaurantName: string }, text: string): PushPayload {
  return { kind: 'ajuda_respondida', title: `Seu pedido de ajuda · ${help.restaurantName}`, body: text, url: PATHS.orderStatusOf(help.orderId, help.restaurantId), tag: `ajuda-${help.id}` };
}

/**
 * A message in an order's chat (issue #53, orders/order-chat.ts), to the other side: the customer
 * (to their order's page), the kitchen (its panel) or the rider (their active orders).
 */
export function orderMessagePush(order: { orderId: string; restaurantId: string; restaurantName: string; pedido: string }, from: 'cliente' | 'loja' | 'entregador', to: 'cliente' | 'loja' | 'entregador', texto: string): PushPayload {
  const who = from === 'loja' ? order.restaurantName : from === 'entregador' ? 'Entregador' : 'Cliente';
  return {
    kind: 'mensagem_pedido',
    title: `${who} · Pedido ${order.pedido}`,
    body: texto.length > 140 ? `${texto.slice(0, 139)}…` : texto,
    url: to === 'cliente' ? PATHS.orderStatusOf(order.orderId, order.restaurantId) : to === 'loja' ? PATHS.restaurantPanel : PATHS.riderActive,
    tag: `chat-${order.orderId}-${from === 'entregador' || to === 'entregador' ? 'entregador' : 'loja'}`,
  };
}

/** What the customer is told as their order moves. */
export function customerOrderPush(
  kind: Extract<NotificationKind, 'pedido_na_cozinha' | 'pedido_aceito' | 'pedido_rejeitado' | 'pedido_sem_resposta' | 'pedido_a_caminho' | 'pedido_entregue' | 'pedido_cancelado' | 'pagamento_devolvido'>,
  order: NotifiedOrder,
  /** `paidOnline`: paid in the app (issue #52), so an order that ended is refunded, not "nothing charged"; `refunded`: how much went back. */
  detail: { forecast?: string | null; reason?: string | null; rider?: string | null; pickup?: boolean; paidOnline?: boolean; refunded?: string | null } = {},
): PushPayload {
  const charged = detail.paidOnline ? 'O valor pago pelo app será devolvido.' : 'Nada foi cobrado.';
  const base = { kind, url: PATHS.orderStatusOf(order.id, order.restaurantId), tag: `status-${order.id}` };
  const name = order.restaurantName;
  // 'Retirar no local': nobody brings it, the customer collects it with the code.
  if (detail.pickup && kind === 'pedido_aceito') {
    return { ...base, title: `${name} aceitou seu pedido`, body: detail.forecast ? `Pronto para retirada por volta de ${detail.forecast}.` : 'Já está sendo preparado.' };
  }
  if (detail.pickup && kind === 'pedido_a_caminho') {
    return { ...base, title: 'Seu pedido está pronto para retirada', body: `Retire em ${name} e mostre o código de retirada no balcão.` };
  }
  if (detail.pickup && kind === 'pedido_entregue') {
    return { ...base, title: 'Pedido retirado', body: `Bom apetite! Conte como foi o pedido de ${name}.` };
  }
  switch (kind) {
    case 'pedido_na_cozinha':
      // A scheduled order's time came (issue #54): the kitchen has it now and answers as for any order.
      return { ...base, title: `Seu pedido agendado chegou à cozinha de ${name}`, body: 'O restaurante vai confirmar em instantes. Acompanhe pelo app.' };
    case 'pedido_aceito':
      return { ...base, title: `${name} aceitou seu pedido`, body: detail.forecast ? `Previsão de entrega: ${detail.forecast}.` : 'Já está sendo preparado.' };
    case 'pedido_rejeitado':
      return { ...base, title: `${name} não pôde aceitar seu pedido`, body: detail.reason ? `Motivo: ${detail.reason}. ${charged}` : charged };
    case 'pedido_sem_resposta':
      return { ...base, title: 'Seu pedido ficou sem resposta', body: `${name} não respondeu a tempo. ${charged} Escolha outro restaurante.` };
    case 'pagamento_devolvido':
      return { ...base, tag: `reembolso-${order.id}`, title: 'Pagamento devolvido', body: `Devolvemos ${detail.refunded ?? 'o valor'} do seu pedido em ${name} pelo mesmo meio de pagamento.` };
    case 'pedido_a_caminho':
      return { ...base, title: 'Seu pedido está a caminho', body: detail.rider ? `${detail.rider} saiu com seu pedido de ${name}.` : `Seu pedido de ${name} saiu para entrega.` };
    case 'pedido_entregue':
      return { ...base, title: 'Pedido entregue', body: `Bom apetite! Conte como foi o pedido de ${name}.` };
    case 'pedido_cancelado':
      return { ...base, title: 'Pedido cancelado', body: detail.reason ? `${name} cancelou o pedido: ${detail.reason}.` : `${name} cancelou o pedido.` };
  }
}

/**
 * A scheduled order's store paused or changed its hours over its slot (issue #54,
 * orders/schedule-notice.ts): `change` says what and when; a tap opens the order, to cancel or keep it.
 */
export function scheduleNoticePush(order: NotifiedOrder, change: string): PushPayload {
  return { kind: 'agenda_alterada', title: 'Aviso sobre seu pedido agendado', body: `${change} Toque para cancelar ou manter.`, url: PATHS.orderStatusOf(order.id, order.restaurantId), tag: `status-${order.id}` };
}

/** A rider's: an order waiting for a rider in their city. */
export function riderPush(kind: Extract<NotificationKind, 'entrega_disponivel'>, order: NotifiedOrder): PushPayload {
  return { kind, title: `Entrega esperando em ${order.restaurantName}`, body: `Para ${order.bairro}. Toque para ver e aceitar.`, url: PATHS.riderAvailable, tag: `entrega-${order.id}` };
}

/** An invitation to a restaurant's team, for a person who already has an account (a new one has no device). */
export function invitationPush({ restaurantId, restaurantName, papel, path }: { restaurantId: string; restaurantName: string; papel: TeamRole; path: string }): PushPayload {
  return {
    kind: 'convite',
    title: `Convite para a equipe de ${restaurantName}`,
    body: `Você foi convidado(a) como ${TEAM_ROLE_LABELS[papel].toLowerCase()}. Toque para aceitar.`,
    url: path,
    tag: `convite-${restaurantId}`,
  };
}

/** The operator's decision on the person's application. */
export function applicationDecisionPush(tipo: ApplicationKind, estado: Exclude<ApplicationState, 'enviado'>): PushPayload {
  const { title } = applicationStatusText({ tipo, estado });
  const kindLabel = APPLICATION_KIND_LABELS[tipo].toLowerCase();
  const body =
    estado === 'aprovado'
      ? 'Toque para ver os próximos passos.'
      : estado === 'ajustes'
        ? `Toque para ver o que corrigir no cadastro de ${kindLabel} e enviar de novo.`
        : `Toque para ver o motivo (cadastro de ${kindLabel}).`;
  return { kind: 'cadastro_decidido', title, body, url: PATHS.myApplications, tag: `cadastro-${tipo}` };
}

/** The notification that proves a device works ('Enviar notificação de teste'). */
export function testPush(): PushPayload {
  return { kind: 'teste', title: 'Notificações ativadas', body: 'É assim que a Sabor vai avisar você neste aparelho.', url: PATHS.notifications, tag: 'teste' };
}
