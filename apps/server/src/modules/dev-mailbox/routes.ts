import {
  mailAttachmentParamsSchema,
  mailboxQuerySchema,
  mailSchema,
} from '@pitstop/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { getMailAttachment, listMail } from './list-mail.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain text with its http(s) links made clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Only registered when mail is not sent by SMTP and never in production (see app.ts). */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Mail kept by the dev mailbox, newest first',
        querystring: mailboxQuerySchema,
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request) => listMail({ tx: app.database.db, to: request.query.to }),
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      config: { access: 'public' },
      schema: { hide: true, params: mailAttachmentParamsSchema },
    },
    async (request, reply) => {
      const file = await getMailAttachment({ tx: app.database.db, ...request.params });
      if (!file) throw AppError.notFound('Attachment not found.');
      // A PDF opens in the browser's viewer (which can save it); other files download.
      const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `${disposition}; filename="${file.filename.replace(/"/g, '')}"`,
        )
        .header('cache-control', 'no-store')
        .send(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
    },
  );

  app.get(
    '/dev/mailbox',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: mailboxQuerySchema },
    },
    async (request, reply) => {
      const mails = await listMail({ tx: app.database.db, to: request.query.to });
      const items = mails
        .map(
          (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br><span>To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt}">${mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></span></header>
  <pre>${linkify(mail.text)}</pre>
${
  mail.attachments.length
    ? `  <p>Attachments: ${mail.attachments
        .map((file, index) =>
          file.contentType === 'application/pdf'
            ? `<a href="/dev/mailbox/${mail.id}/attachments/${index}" target="_blank" rel="noopener">${escapeHtml(file.filename)}</a> (<a href="/dev/mailbox/${mail.id}/attachments/${index}" download="${escapeHtml(file.filename)}">download</a>)`
            : `<a href="/dev/mailbox/${mail.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>`,
        )
        .join(', ')}</p>\n`
    : ''
}</article>`,
        )
        .join('\n');
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox — Pitstop</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#1f2937}h1{font-size:1.4rem}article{border:1px solid #d1d5db;border-radius:8px;padding:12px 16px;margin:12px 0}header span{color:#4b5563;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#c2410c}form{display:flex;gap:8px}input{flex:1;padding:6px}</style></head>
<body><main><h1>Dev mailbox</h1><p>Mail Pitstop would have sent, newest first. It exists only while no SMTP server is configured, never in production.</p>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(request.query.to ?? '')}" placeholder="Filter by recipient"><button type="submit">Filter</button></form>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );
};
