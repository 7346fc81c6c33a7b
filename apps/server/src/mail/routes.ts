import { THEME_COLORS } from '@amora/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { escapeHtml } from './templates';

const DevMailQuerySchema = z.object({
  to: z.string().max(320).optional().describe('Only mails to this address (exact, case-insensitive)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const DevMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

export const DevMailListSchema = z.object({ mails: z.array(DevMailSchema) });

async function newestMails(db: Db, query: { to?: string; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(query.to ? eq(sql`lower(${outbox.to})`, query.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit);
}

/**
 * The outbox, readable outside production so a person trying the site locally (and the e2e
 * tests) can open the activation link: `/dev/mail` (HTML) and `/dev/mail.json`.
 */
export async function mailRoutes({ app, db, config }: AppContext) {
  if (config.nodeEnv === 'production') return;

  app.get(
    '/dev/mail.json',
    {
      schema: {
        hide: true,
        summary: 'Development only: the newest outbox mails',
        querystring: DevMailQuerySchema,
        response: { 200: DevMailListSchema },
      },
    },
    async (request, reply) => {
      const rows = await newestMails(db, request.query);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return {
        mails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          template: row.template,
          sent_at: row.sentAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/mail',
    { schema: { hide: true, querystring: DevMailQuerySchema } },
    async (request, reply) => {
      const rows = await newestMails(db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderOutboxPage(rows, request.query.to));
    },
  );
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" rel="noopener noreferrer">${url}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderOutboxPage(rows: (typeof outbox.$inferSelect)[], to: string | undefined): string {
  const e = escapeHtml;
  const items = rows.map((row) => {
    const status = row.sentAt
      ? `sent ${e(row.sentAt.toISOString())}`
      : row.attempts > 0
        ? `not delivered after ${row.attempts} attempt(s): ${e(row.lastError ?? '')}`
        : 'kept in the outbox';
    return `<article>
<h2>${e(row.subject)}</h2>
<p class="meta">#${row.id} · to <a href="?to=${encodeURIComponent(row.to)}">${e(row.to)}</a> · ${e(row.template)} · ${e(row.createdAt.toISOString())} · ${status}</p>
<pre>${linkify(row.text)}</pre>
</article>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:16px;max-width:900px;color:#222}
h1{color:${THEME_COLORS.pink}}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 4px}.meta{color:#666;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#faf7f8;padding:12px;border-radius:6px;margin:0}
a{color:#c2185b}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>The newest ${rows.length} mail(s)${to ? ` to ${e(to)} (<a href="?">all</a>)` : ''}. Development only; also as <a href="/dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a>.</p>
${items.length ? items.join('\n') : '<p>No mails yet.</p>'}
</body>
</html>
`;
}
