import type { LiveEvent } from '@amora/shared/live';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'amora_events';
/** Events in one statement at most (two values each). */
const MAX_EVENTS_PER_STATEMENT = 200;

/** What a member's open pages learn live: declared once for server and web. */
export type { LiveEvent } from '@amora/shared/live';

/** Events that leave in one statement; `sent` settles once it has answered. */
interface Batch {
  payloads: string[];
  sent: Promise<void>;
}

export interface Envelope {
  to: number[];
  event: LiveEvent;
}

/**
 * Fan-out between app nodes through PostgreSQL LISTEN/NOTIFY (PGlite has it too): every node
 * hears every event and passes it to the sockets of its own members.
 */
export class EventBus {
  private handlers = new Set<(to: number[], event: LiveEvent) => void>();
  private stop: (() => Promise<void>) | null = null;
  /** publishAll's events not sent yet: they go in the next statement. */
  private waiting: Batch | null = null;
  /** Settles when the last batch started has been sent. */
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stop = await this.database.listen(EVENTS_CHANNEL, (payload) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(envelope.to, envelope.event);
    });
  }

  onEvent(handler: (to: number[], event: LiveEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Sends after the caller's transaction committed; a lost event is caught up over HTTP. */
  async publish(to: number[], event: LiveEvent): Promise<void> {
    await this.publishAll([{ to, event }]);
  }

  /**
   * Several events in order (a send's message and the sender's balance), in a statement that
   * writes nothing. Never in the statement of a write: a transaction that has sent a NOTIFY holds
   * one lock of the whole server from its commit until its WAL is flushed, so all such commits
   * queue one behind the other — pgbench, 50 clients, an insert with a NOTIFY: 270–430 commits a
   * second; the insert alone 5,300–8,100; the NOTIFY alone 7,500–13,700 (decision 044).
   * Events published while a statement is out go together in the next one: under many sends at
   * once, one statement carries the events of several (decision 044, "Events together").
   */
  async publishAll(list: Envelope[]): Promise<void> {
    const payloads = list
      .filter((envelope) => envelope.to.length > 0)
      .map((envelope) => JSON.stringify(envelope));
    if (payloads.length === 0) return;
    let batch = this.waiting;
    if (!batch || batch.payloads.length + payloads.length > MAX_EVENTS_PER_STATEMENT) {
      // One statement out at a time: this batch leaves when the one before it has answered.
      const next: Batch = { payloads: [], sent: this.last.then(() => this.send(next)) };
      this.waiting = next;
      this.last = next.sent;
      batch = next;
    }
    batch.payloads.push(...payloads);
    await batch.sent;
  }

  /** Sends `batch`'s events; from then on, new events start the next batch. Never rejects. */
  private async send(batch: Batch): Promise<void> {
    if (this.waiting === batch) this.waiting = null;
    try {
      // One statement text for any number of events, in the array's order.
      await this.database.db.execute(
        sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${sql.param(batch.payloads)}::text[]) as payload`,
      );
    } catch {
      // Live delivery is best effort; the 60 s poll and reconnect catch-up cover a miss.
    }
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.handlers.clear();
  }
}
