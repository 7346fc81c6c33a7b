import { generateKeyPairSync } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { dkimVerify } from 'mailauth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { openTestDatabase } from '../test/harness';
import { createMailer, dkimFor, fromAddress, type MailRequest } from './mailer';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const request = (to: string, link: string): MailRequest => ({
  siteId: 1,
  siteName: 'Amora',
  supportEmail: 'support@amora.example',
  to,
  language: 'en',
  template: 'activation',
  data: { name: 'Anna', link },
});

async function rowFor(to: string) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP listener on 127.0.0.1 that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP address that is down and can come back: a listener of the test's own holds the port all
 * along and resets every connection while down, then hands them to a real SMTP listener. (A port
 * released while "down" and listened on again later can meanwhile be taken by another process on
 * a busy machine.)
 */
async function switchableSmtp() {
  const smtp = await startSmtp();
  const backPort = Number(new URL(smtp.url).port);
  let up = false;
  const front = createServer((socket) => {
    if (!up) {
      socket.resetAndDestroy();
      return;
    }
    const back = connect(backPort, '127.0.0.1');
    socket.pipe(back).pipe(socket);
    socket.on('error', () => back.destroy());
    back.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', () => resolve()));
  const address = front.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: smtp.received,
    comeBack: () => {
      up = true;
    },
    close: async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** The raw message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('mailer without SMTP', () => {
  it('keeps the mail in the outbox and logs recipient, subject, text and link (development)', async () => {
    const log = fakeLog();
    const mailer = createMailer({ db: database.db, log, logLinks: true });
    const link = 'https://amora.example/activate?token=outbox-only';
    await mailer.send(request('outbox@example.com', link));

    const row = await rowFor('outbox@example.com');
    expect(row).toMatchObject({
      siteId: 1,
      template: 'activation',
      subject: 'Confirm your e-mail address for Amora',
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(row.text).toContain(link);
    expect(row.html).toContain('https://amora.example/activate?token=outbox-only');

    expect(log.info).toHaveBeenCalledTimes(1);
    const [logged, message] = log.info.mock.calls[0]!;
    expect(logged).toMatchObject({
      mailId: row.id,
      to: 'outbox@example.com',
      subject: row.subject,
      links: [link],
      text: row.text,
    });
    expect(logged).not.toHaveProperty('html');
    expect(message).toContain(link);
    // Nothing to retry without SMTP.
    expect(await mailer.retryUnsent()).toEqual({ attempted: 0, sent: 0 });
    await mailer.close();
  });

  it('logs neither text nor link of a kept mail unless told to (production)', async () => {
    const log = fakeLog();
    const mailer = createMailer({ db: database.db, log });
    const link = 'https://amora.example/activate?token=never-in-the-log';
    await mailer.send(request('quiet@example.com', link));

    const row = await rowFor('quiet@example.com');
    expect(row.text).toContain(link);
    expect(log.info).toHaveBeenCalledTimes(1);
    const [logged, message] = log.info.mock.calls[0]!;
    expect(logged).toEqual({ mailId: row.id, to: 'quiet@example.com', template: 'activation' });
    expect(JSON.stringify([logged, message])).not.toContain('never-in-the-log');
    await mailer.close();
  });
});

describe('mailer with SMTP', () => {
  it('delivers through SMTP at once and marks the mail sent', async () => {
    const smtp = await startSmtp();
    const log = fakeLog();
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, log });
    try {
      const link = 'https://amora.example/activate?token=via-smtp-0123456789abcdef0123456789abcdef';
      await mailer.send(request('smtp@example.com', link));

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['smtp@example.com']);
      expect(mail.from).toBe('no-reply@amora.example');
      const message = decoded(mail.raw);
      expect(message).toMatch(/^Subject: Confirm your e-mail address for Amora\r?$/m);
      expect(message).toMatch(/^From: Amora <no-reply@amora\.example>\r?$/m);
      expect(message).toMatch(/^Reply-To: support@amora\.example\r?$/m);
      expect(message).toMatch(/^Content-Type: text\/plain/m);
      expect(message).toMatch(/^Content-Type: text\/html/m);
      expect(message).toContain(link);

      const row = await rowFor('smtp@example.com');
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 0, lastError: null });
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ mailId: row.id }), 'mail sent');
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('keeps the mail when SMTP is down, without throwing, and retryUnsent delivers it later', async () => {
    // A connection reset at once, as by a host with nothing on that port behind a firewall.
    const DOWN = /ECONNRESET/;
    const smtp = await switchableSmtp();
    const log = fakeLog();
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, log });
    const link = 'https://amora.example/reset?token=retry-me';
    try {
      await expect(mailer.send(request('down@example.com', link))).resolves.toBeUndefined();
      const failed = await rowFor('down@example.com');
      expect(failed.sentAt).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toMatch(DOWN);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({
          mailId: failed.id,
          attempts: 1,
          err: expect.stringMatching(DOWN),
        }),
        expect.stringContaining('failed'),
      );

      // Still down: the retry counts the attempt and keeps the mail.
      expect(await mailer.retryUnsent()).toEqual({ attempted: 1, sent: 0 });
      expect(await rowFor('down@example.com')).toMatchObject({ attempts: 2, sentAt: null });

      smtp.comeBack();
      {
        expect(await mailer.retryUnsent()).toEqual({ attempted: 1, sent: 1 });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['down@example.com']);
        expect(decoded(smtp.received[0]!.raw)).toContain(link);
        // From and Reply-To come from the site row on a retry.
        expect(decoded(smtp.received[0]!.raw)).toMatch(/^Reply-To: \S+@\S+\r?$/m);
        const row = await rowFor('down@example.com');
        expect(row.sentAt).toBeInstanceOf(Date);
        expect(row.attempts).toBe(3);
        expect(row.lastError).toBeNull();
        // Sent mails are not sent again; never-tried mails (no SMTP when written) are left alone.
        expect(await mailer.retryUnsent()).toEqual({ attempted: 0, sent: 0 });
        expect(smtp.received).toHaveLength(1);
      }
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});

describe('DKIM signing (decision 034)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  /** The DNS an operator publishes: `<selector>._domainkey.<domain> TXT "v=DKIM1; k=rsa; p=…"`. */
  const published = new Map([['amora1._domainkey.amora.example', `v=DKIM1; k=rsa; p=${p}`]]);
  const resolver = async (name: string, type: string) => {
    const record = type === 'TXT' ? published.get(name) : undefined;
    if (!record) throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    return [[record]];
  };

  it('signs a delivered mail for the site’s domain, and the signature verifies against the public key', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      dkim: { selector: 'amora1', privateKey: pem, domain: undefined },
      log: fakeLog(),
    });
    try {
      await mailer.send(request('dkim@example.com', 'https://amora.example/activate?token=dkim-test-token'));
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/^DKIM-Signature: .*d=amora\.example/m);
      const result = await dkimVerify(Buffer.from(raw), { resolver });
      expect(result.results).toHaveLength(1);
      const [signature] = result.results;
      expect(signature!.status.result, signature!.status.comment).toBe('pass');
      expect(signature).toMatchObject({ signingDomain: 'amora.example', selector: 'amora1' });
      expect(signature!.status.aligned).toBe('amora.example');

      // A changed body no longer verifies: the check is real.
      const tampered = raw.replace('dkim-test-token', 'other-test-token');
      const failed = await dkimVerify(Buffer.from(tampered), { resolver });
      expect(failed.results[0]!.status.result).not.toBe('pass');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('signs for DKIM_DOMAIN when set, else for the From address’s domain', () => {
    const key = { selector: 's1', privateKey: pem };
    const from = fromAddress(undefined, { siteName: 'Liefde', supportEmail: 'help@liefde.example' });
    expect(dkimFor({ ...key, domain: undefined }, from).domainName).toBe('liefde.example');
    expect(dkimFor({ ...key, domain: 'mail.example' }, from).domainName).toBe('mail.example');
    expect(dkimFor({ ...key, domain: undefined }, 'Amora <No-Reply@Amora.Example>').domainName).toBe(
      'amora.example',
    );
  });
});

describe('fromAddress', () => {
  const sender = { siteName: 'Vonkje', supportEmail: 'hulp@vonkje.example' };
  it('derives a no-reply address from the support domain, or uses MAIL_FROM', () => {
    expect(fromAddress(undefined, sender)).toEqual({ name: 'Vonkje', address: 'no-reply@vonkje.example' });
    expect(fromAddress('mail@amora.example', sender)).toEqual({
      name: 'Vonkje',
      address: 'mail@amora.example',
    });
    expect(fromAddress('Amora <mail@amora.example>', sender)).toBe('Amora <mail@amora.example>');
  });
});
