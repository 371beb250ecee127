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
