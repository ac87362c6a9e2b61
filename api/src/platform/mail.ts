import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. Absent when no SMTP server is configured (modules then keep messages in an outbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What a module needs to send a link by mail: the mailer (if any) and the address links start with. */
export interface MailSettings {
  mailer: Mailer | undefined;
  publicUrl: string;
}

/** A nodemailer transport on SMTP_URL (e.g. `smtp://user:pass@host:587`), from SMTP_FROM. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
