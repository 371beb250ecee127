/**
 * What the notifying functions take from the project's configuration (issue #37):
 * - APP_URL: where the app is served, for the links of e-mails and notifications (functions/.env
 *   on deploy; the emulator scripts set it to the local app);
 * - SMTP_URL: the SMTP server e-mail goes through ('smtps://user:password@smtp.example.com'), a
 *   Functions secret on a deployed project (`firebase functions:secrets:set SMTP_URL`); locally
 *   the emulator scripts point it at their post office (scripts/lib/mail-catcher.mjs);
 * - MAIL_FROM: the sender people see.
 *
 * In the emulator nothing is bound as a secret: a secret the emulator cannot find makes it ask
 * Secret Manager, which it cannot reach offline; the scripts pass plain variables instead.
 */

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

/** The secrets the e-mail sender binds on a deployed project. */
export const MAIL_SECRETS: string[] = emulated ? [] : ['SMTP_URL'];

/** The app's origin, without a trailing slash. */
export function appUrl(): string {
  return (process.env.APP_URL ?? 'https://sabor.app').replace(/\/+$/, '');
}

/** The SMTP server's URL; null when none is configured (the e-mail then stays in ERROR, saying so). */
export function smtpUrl(): string | null {
  return process.env.SMTP_URL?.trim() || null;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || 'Sabor <nao-responda@sabor.app>';
}

/** The secrets the push sender binds on a deployed project. */
export const PUSH_SECRETS: string[] = emulated ? [] : ['VAPID_PRIVATE_KEY'];

/**
 * The VAPID identity pushes are signed with (RFC 8292): VAPID_PUBLIC_KEY in functions/.env (the
 * app is built with the same key, VITE_VAPID_PUBLIC_KEY), VAPID_PRIVATE_KEY a secret, and who to
 * contact about them. Null when not configured (pushes then stay in ERROR, saying so).
 */
export function vapidKeys(): { subject: string; publicKey: string; privateKey: string } | null {
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { subject: process.env.VAPID_SUBJECT?.trim() || 'mailto:suporte@sabor.app', publicKey, privateKey };
}

/** Only the emulator sends to a push service on this machine (the tests' own, with a certificate of their own). */
export const LOCAL_PUSH_SERVICES = emulated;
