import type { MailPreview } from '@pitstop/domain/mail-preview';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import { devMailbox } from '../db/schema/platform.ts';

/**
 * A file sent with a mail: text as it is (an .ics), or binary (a PDF) as base64 with
 * `encoding: 'base64'`. Both SMTP and the dev mailbox take either.
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: Mail): Promise<void>; kind: 'smtp' | 'dev-mailbox' };

/**
 * SMTP when SMTP_URL is set; otherwise mail is kept in the database and shown at /dev/mailbox,
 * so a new user can follow a confirmation link with no mail server (never in production:
 * the configuration requires SMTP_URL there).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  db: Db;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    send: async (mail) => {
      await options.db.insert(devMailbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      });
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A plain, readable Pitstop mail: a greeting, what happened, one button-like link (and the
 * same link in the text part), an optional code, and why they got it.
 */
export function brandedMail(options: {
  to: string;
  subject: string;
  intro: string;
  action?: { label: string; url: string };
  code?: string;
  /** Facts listed under the intro, e.g. [['Date & Time', '2026-12-01 at 10:00 AM']]. */
  details?: [label: string, value: string][];
  outro: string;
  attachments?: MailAttachment[];
}): Mail {
  const { action, code, details } = options;
  const text = [
    'Pitstop',
    '',
    options.intro,
    ...(details?.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(code ? ['', `Your code: ${code}`] : []),
    '',
    options.outro,
    '',
    '— Pitstop, the portal for auto repair shops',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#d9480f;margin:0 0 16px">Pitstop</p>
<p>${escapeHtml(options.intro)}</p>
${details?.length ? `<table style="border-collapse:collapse;margin:0 0 16px">${details.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#d9480f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
${code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>` : ''}
<p style="font-size:13px;color:#6b7280">${escapeHtml(options.outro)}</p>
</body></html>`;
  return {
    to: options.to,
    subject: options.subject,
    text,
    html,
    ...(options.attachments ? { attachments: options.attachments } : {}),
  };
}

/** What a preview shows of a mail before it goes: all of it but the attachments' content. */
export function mailPreviewOf(mail: Mail): MailPreview {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: (mail.attachments ?? []).map(({ filename }) => ({ filename })),
  };
}
