/**
 * The local post office of `npm start` and `npm test` (issue #37): an SMTP server on 127.0.0.1
 * that the e-mail trigger (functions/src/notify/mail-sender.ts) sends through, keeping every
 * message it receives instead of delivering it, and a small HTTP mailbox that lists them, so a
 * newcomer can follow an invitation's link and the tests can read what was sent.
 *
 *   GET http://127.0.0.1:<mailbox>/mensagens  -> [{ id, para, assunto, texto, html, links, recebidaEm }]
 *
 * Nothing leaves the machine: there is no relay, and the server takes any sender and recipient
 * but those of the domain REFUSED_DOMAIN, which it refuses as a server refuses an unknown mailbox
 * (550), so the tests can watch a failed delivery.
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Recipients at this domain are refused (the .invalid top-level domain never exists, RFC 2606). */
export const REFUSED_DOMAIN = 'recusa.invalid';

/** The links of an e-mail's text, as a person would click them. */
export function linksIn(text) {
  return [...new Set(String(text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/**
 * Starts the SMTP server on `smtpPort` and the mailbox on `mailboxPort`; `onMail` hears each
 * message received (start.mjs prints its subject and links). Resolves once both listen.
 * @returns {Promise<{ smtpUrl: string, mailboxUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, mailboxPort, onMail = () => undefined }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to make, nothing to protect in transit.
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Sabor: correio local (nada é entregue)',
    onRcptTo(address, session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        callback(Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const message = {
            id: String(messages.length + 1),
            de: parsed.from?.text ?? '',
            para: session.envelope.rcptTo.map((recipient) => recipient.address),
            assunto: parsed.subject ?? '',
            texto: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: linksIn(parsed.text),
            recebidaEm: new Date().toISOString(),
          };
          messages.push(message);
          onMail(message);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  smtp.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });

  const mailbox = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/mensagens') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Use GET /mensagens');
  });
  await new Promise((resolve, reject) => {
    mailbox.once('error', reject);
    mailbox.listen(mailboxPort, '127.0.0.1', resolve);
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    stop: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => mailbox.close(() => resolve()))]).then(() => undefined),
  };
}
