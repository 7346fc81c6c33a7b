import type { Language } from '@amora/shared';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DkimConfig } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { SiteService } from '../modules/sites/service';
import { type MailTemplate, type RenderInput, renderMail } from './templates';

export type { MailTemplate };

export interface MailRequest {
  siteId: number;
  siteName: string;
  supportEmail: string;
  to: string;
  language: Language;
  template: MailTemplate;
  /**
   * `link`: absolute http(s) URL, required except for `reactivated` and `complaint_received`;
   * `days`: required for `account_deleted`; `newEmail`: shown in `email_change` when given;
   * `reference` (complaint number) and `topic` (its subject): shown in `complaint_received`.
   */
  data: RenderInput['data'];
  /** Extra headers (List-Unsubscribe of notification mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Renders the mail, stores it in the outbox and, with SMTP configured, delivers it at once.
   * An SMTP failure never rejects: the row keeps `attempts` and `last_error` for `retryUnsent`.
   * Rejects only for a programming error (missing link, unknown template) or a database failure.
   */
  send(request: MailRequest): Promise<void>;
  /**
   * Retries mails whose delivery failed (oldest first, at most `limit`), for a scheduled job.
   * Gives up on a mail after MAX_ATTEMPTS tries or RETRY_WINDOW_MS after it was written. Mails
   * stored while no SMTP was configured are never sent later. Run it on one node at a time.
   */
  retryUnsent(limit?: number): Promise<{ attempted: number; sent: number }>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const MAX_ATTEMPTS = 5;
/** Older failed mails are not retried: their links (2 h for a reset) are stale by then. */
export const RETRY_WINDOW_MS = 48 * 3_600_000;

/** Bounded, so a request that sends a mail never hangs for minutes on a dead SMTP server. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type OutboxRow = typeof outbox.$inferSelect;
type Sender = { siteName: string; supportEmail: string };

/**
 * The From header: MAIL_FROM when set (a bare address gets the site's name as display name),
 * else `"<site>" <no-reply@<domain of the support address>>` so SPF/DKIM of that domain apply.
 */
export function fromAddress(mailFrom: string | undefined, sender: Sender) {
  if (mailFrom?.includes('<')) return mailFrom;
  if (mailFrom) return { name: sender.siteName, address: mailFrom.trim() };
  const domain = sender.supportEmail.split('@')[1]?.trim() || 'localhost';
  return { name: sender.siteName, address: `no-reply@${domain}` };
}

/** The address of a From header as fromAddress gives it. */
function addressOf(from: ReturnType<typeof fromAddress>): string {
  return typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from).trim() : from.address;
}

/**
 * nodemailer's DKIM options for one mail (decision 034): signed for DKIM_DOMAIN, else for the
 * From address's own domain, so each site's mail aligns with that site's DMARC policy.
 */
export function dkimFor(dkim: DkimConfig, from: ReturnType<typeof fromAddress>) {
  const domainName = dkim.domain ?? addressOf(from).split('@')[1]?.toLowerCase() ?? 'localhost';
  return { domainName, keySelector: dkim.selector, privateKey: dkim.privateKey };
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 1000);
  const code = (err as { code?: unknown }).code;
  return (typeof code === 'string' ? `${code}: ${err.message}` : err.message).slice(0, 1000);
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Sign every delivered mail (DKIM_SELECTOR, DKIM_PRIVATE_KEY, DKIM_DOMAIN). */
  dkim?: DkimConfig | undefined;
  log: MailLog;
  /** Log a kept mail's text and links (development: the activation link); never in production. */
  logLinks?: boolean;
}): Mailer {
  const { db, log, mailFrom } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...TIMEOUTS })
    : null;
  const sites = new SiteService(db);

  /** Hands one stored mail to SMTP and records the outcome; true when accepted. */
  async function deliver(row: OutboxRow, sender: Sender | null, countAttempt: boolean): Promise<boolean> {
    if (!transport) return false;
    const logged = { mailId: row.id, to: row.to, template: row.template };
    try {
      const from = fromAddress(mailFrom, sender ?? { siteName: 'Amora', supportEmail: '' });
      const info = await transport.sendMail({
        from,
        ...(options.dkim ? { dkim: dkimFor(options.dkim, from) } : {}),
        ...(sender?.supportEmail ? { replyTo: sender.supportEmail } : {}),
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: { 'Auto-Submitted': 'auto-generated', ...row.headers },
      });
      await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      log.info({ ...logged, messageId: info.messageId }, 'mail sent');
      return true;
    } catch (err) {
      const lastError = describeError(err);
      const attempts = countAttempt ? row.attempts + 1 : row.attempts;
      try {
        await db
          .update(outbox)
          .set({ lastError, ...(countAttempt ? { attempts: sql`${outbox.attempts} + 1` } : {}) })
          .where(eq(outbox.id, row.id));
      } catch (dbErr) {
        log.error({ ...logged, err: describeError(dbErr) }, 'could not record a failed mail delivery');
      }
      const final = attempts >= MAX_ATTEMPTS;
      (final ? log.error : log.warn).call(
        log,
        { ...logged, attempts, err: lastError },
        final
          ? 'mail delivery failed; no more retries'
          : 'mail delivery failed; it stays in the outbox for a retry',
      );
      return false;
    }
  }

  async function senderOf(siteId: number | null): Promise<Sender | null> {
    if (siteId === null) return null;
    const site = (await sites.all()).find((s) => s.id === siteId);
    return site ? { siteName: site.name, supportEmail: site.supportEmail } : null;
  }

  return {
    async send(request) {
      const rendered = renderMail({
        template: request.template,
        language: request.language,
        siteName: request.siteName,
        supportEmail: request.supportEmail,
        data: request.data,
      });
      const [row] = await db
        .insert(outbox)
        .values({
          siteId: request.siteId,
          to: request.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          template: request.template,
          headers: request.headers ?? {},
        })
        .returning();
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) {
        const kept = { mailId: row.id, to: row.to, template: row.template };
        if (!options.logLinks) {
          // Production (MAIL_OUTBOX_ONLY=on): links log in whoever reads the log (decision 026).
          log.info(kept, 'mail kept in the outbox (no SMTP_URL)');
          return;
        }
        // Development without SMTP: the log is where a person finds the activation link.
        log.info(
          { ...kept, subject: row.subject, links: rendered.links, text: rendered.text },
          `mail kept in the outbox (no SMTP_URL): ${rendered.links[0] ?? row.subject}`,
        );
        return;
      }
      await deliver(row, { siteName: request.siteName, supportEmail: request.supportEmail }, true);
    },

    async retryUnsent(limit = 20) {
      if (!transport) return { attempted: 0, sent: 0 };
      const candidates = await db
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            // attempts 0: never tried (no SMTP when written) or still in flight; leave those alone.
            gte(outbox.attempts, 1),
            lt(outbox.attempts, MAX_ATTEMPTS),
            gte(outbox.createdAt, new Date(Date.now() - RETRY_WINDOW_MS)),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(limit);
      let attempted = 0;
      let sent = 0;
      for (const row of candidates) {
        // Claim: only one caller moves attempts from the value it read.
        const claimed = await db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1` })
          .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.sentAt)))
          .returning({ id: outbox.id });
        if (claimed.length === 0) continue;
        attempted++;
        const current = { ...row, attempts: row.attempts + 1 };
        if (await deliver(current, await senderOf(row.siteId), false)) sent++;
      }
      return { attempted, sent };
    },

    async close() {
      transport?.close();
    },
  };
}
