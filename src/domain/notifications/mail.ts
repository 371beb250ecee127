import { DELETION_EFFECTS_TEXT } from '../accounts/account-deletion';
import { formatSaoPauloDateTime } from '../shared/date-time-text';
import { INVITATION_DAYS, TEAM_ROLE_LABELS, type TeamRole } from '../accounts/team';
import { APPLICATION_KIND_LABELS, applicationStatusText, type ApplicationKind, type ApplicationState } from '../onboarding/application';

/**
 * The e-mails Sabor sends (issue #37), queued in `mail/{id}` with the document shape of
 * Firebase's 'Trigger Email' extension (firestore-send-email), so the extension can take over the
 * sending later without any writer changing: `to`, `message { subject, text, html }`, and the
 * `delivery` the sender keeps (functions/src/notify/mail-sender.ts). Each writer picks the id from
 * what caused the e-mail, so a write repeated (a retried trigger or transaction) queues it once.
 */

export const MAIL_COLLECTION = 'mail';

/**
 * How long the outbox keeps a message (e-mail or push) after queueing it (issue #51): long enough
 * for the operator to see and retry a failure, then gone by Firestore's TTL policy on `expiraEm`
 * (firestore.indexes.json; README, 'Data retention'). A person's own messages go at once with their account.
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** When a message queued at `queuedAt` leaves the outbox. */
export function outboxExpiry(queuedAt: Date): Date {
  return new Date(queuedAt.getTime() + OUTBOX_RETENTION_DAYS * 24 * 60 * 60_000);
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** The delivery states of the extension. */
export type MailState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** How many times a message is tried before it stays in ERROR. */
export const MAIL_ATTEMPTS = 3;
/** How long a sender holds a message it took (PROCESSING) before another may take it again. */
export const MAIL_LEASE_MS = 60_000;

/** mail/{id} as queued. */
export interface QueuedMail {
  to: string;
  message: MailMessage;
  /** What the e-mail is about ('convite', 'cadastro'): for the operator reading the outbox. */
  assunto: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * One e-mail from its paragraphs and, if any, its button: the text part (what the local mailbox
 * prints and a text-only reader shows) and a simple HTML part with the same words.
 */
function compose(subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), 'Equipe Sabor'].join('\n\n');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1a24;max-width:560px">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#e4572e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#5f5866">Se o botão não abrir, copie este endereço no navegador: ${escapeHtml(action.url)}</p>`
      : '',
    '<p>Equipe Sabor</p>',
    '</div>',
  ].join('');
  return { subject, text, html };
}

/** The invitation to a restaurant's team, with its link (the one the owner may also share by WhatsApp). */
export function invitationMail({ restaurantName, papel, link, newAccount }: { restaurantName: string; papel: TeamRole; link: string; newAccount: boolean }): MailMessage {
  return compose(
    `Convite para a equipe de ${restaurantName} na Sabor`,
    [
      'Olá!',
      `Você foi convidado(a) para a equipe de ${restaurantName} na Sabor, como ${TEAM_ROLE_LABELS[papel].toLowerCase()}.`,
      newAccount
        ? `Abra o link abaixo para criar a sua senha e entrar no painel do restaurante. O convite vale por ${INVITATION_DAYS} dias.`
        : `Abra o link abaixo e entre com a sua conta da Sabor para aceitar. O convite vale por ${INVITATION_DAYS} dias.`,
      'Se você não esperava este convite, ignore este e-mail.',
    ],
    { label: 'Aceitar convite', url: link },
  );
}

/** The operator's decision on an application: what it means and what to do next, with the status page. */
export function applicationDecisionMail({
  tipo,
  estado,
  nome,
  motivos,
  mensagem,
  link,
}: {
  tipo: ApplicationKind;
  estado: Exclude<ApplicationState, 'enviado'>;
  nome: string;
  motivos: string[];
  mensagem: string;
  link: string;
}): MailMessage {
  const { title, next } = applicationStatusText({ tipo, estado });
  const reasons = motivos.length > 0 ? [`Motivos: ${motivos.join('; ')}.`] : [];
  const note = mensagem.trim() ? [`Mensagem da equipe Sabor: ${mensagem.trim()}`] : [];
  return compose(
    estado === 'aprovado' ? `Sabor: ${title}` : `Sabor: ${title} (cadastro de ${APPLICATION_KIND_LABELS[tipo].toLowerCase()})`,
    [`Olá, ${nome.split(' ')[0] || nome}!`, ...(estado === 'aprovado' ? [] : [...reasons, ...note]), next, ...(estado === 'aprovado' ? note : [])],
    { label: 'Ver meu cadastro', url: link },
  );
}

/**
 * A restaurant's weekly commission statement, closed (issue #38): the amount, the due date, the
 * Pix copia e cola to pay it with, and the way to 'Financeiro'.
 */
export function statementMail({
  restaurantName,
  week,
  amount,
  dueDate,
  code,
  pix,
  link,
}: {
  restaurantName: string;
  /** 'de 16/11 a 22/11/2026'. */
  week: string;
  /** 'R$ 88,08'. */
  amount: string;
  /** '03/12/2026'. */
  dueDate: string;
  code: string;
  pix: string | null;
  link: string;
}): MailMessage {
  return compose(
    `Sabor: extrato de comissão ${week}, ${amount}`,
    [
      `Olá, ${restaurantName}!`,
      `O extrato de comissão da semana ${week} fechou em ${amount}, com vencimento em ${dueDate}.`,
      ...(pix ? [`Para pagar, use o Pix copia e cola abaixo (valor exato; código do extrato ${code}):`, pix] : [`Código do extrato: ${code}.`]),
      "Depois de pagar, toque em 'Já paguei' em Financeiro, no painel do restaurante. Os lançamentos da semana estão lá também.",
    ],
    { label: 'Abrir Financeiro', url: link },
  );
}

/** 'Excluir minha conta' (issue #39): the request confirmed, the date, and how to change one's mind. */
export function accountDeletionMail({ nome, efetivaEm, link }: { nome: string; efetivaEm: Date; link: string }): MailMessage {
  return compose(
    'Pedido de exclusão da sua conta na Sabor',
    [
      nome ? `Olá, ${nome}!` : 'Olá!',
      `Recebemos o seu pedido para excluir a sua conta. Ela será excluída em ${formatSaoPauloDateTime(efetivaEm)}.`,
      DELETION_EFFECTS_TEXT,
      `Mudou de ideia, ou não foi você quem pediu? Entre na Sabor antes dessa data e toque em 'Cancelar exclusão'.`,
    ],
    { label: 'Entrar na Sabor', url: link },
  );
}

/**
 * Money given back for an order paid in the app (issue #52): how much, of which order, and where
 * it goes (the same Pix account or card); the order's page has the rest.
 */
export function refundMail({ nome, restaurantName, order, amount, total, link }: { nome: string; restaurantName: string; order: string; amount: string; total: string; link: string }): MailMessage {
  const whole = amount === total;
  return compose(
    `Devolvemos ${amount} do seu pedido em ${restaurantName}`,
    [
      nome ? `Olá, ${nome}!` : 'Olá!',
      whole
        ? `O pagamento do pedido ${order} em ${restaurantName} (${total}, pago pelo app) foi devolvido por inteiro.`
        : `Devolvemos ${amount} dos ${total} que você pagou pelo app no pedido ${order} em ${restaurantName}.`,
      'O valor volta pelo mesmo meio de pagamento: um Pix volta para a conta que pagou; no cartão, o estorno aparece na fatura conforme o prazo do banco emissor.',
    ],
    { label: 'Ver o pedido', url: link },
  );
}

/**
 * A scheduled order's store paused or changed its hours over its slot (issue #54): what changed
 * (orders/schedule-notice.ts scheduleNoticeChange) and what the customer may do (its choice).
 */
export function scheduleNoticeMail({ nome, restaurantName, change, choice, link }: { nome: string; restaurantName: string; change: string; choice: string; link: string }): MailMessage {
  return compose(`Aviso sobre seu pedido agendado em ${restaurantName}`, [nome ? `Olá, ${nome}!` : 'Olá!', change, choice], { label: 'Ver o pedido', url: link });
}
