import nodemailer, { type Transporter } from 'nodemailer';
import type { SendMail } from './mail-sender';
import { mailFrom, smtpUrl } from './settings';

let transport: { url: string; transporter: Transporter } | null = null;

/** Sends through the configured SMTP server (settings.ts), one pooled connection per instance; null when none is configured. */
export function smtpSender(): SendMail | null {
  const url = smtpUrl();
  if (!url) return null;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  const { transporter } = transport;
  return async (mail) => transporter.sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
