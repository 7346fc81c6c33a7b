import type { LiveEvent } from '@amora/shared/live';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const EVENTS_CHANNEL = 'amora_events';

/** What a member's open pages learn live: declared once for server and web. */
export type { LiveEvent } from '@amora/shared/live';

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
    if (to.length === 0) return;
    const payload = JSON.stringify({ to, event } satisfies Envelope);
    try {
      await this.database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    } catch {
      // Live delivery is best effort; the 60 s poll and reconnect catch-up cover a miss.
    }
  }

  /**
   * Several events in one round trip, in order (a send's message and the sender's balance), in a
   * statement that writes nothing. Never in the statement of a write: a transaction that has sent
   * a NOTIFY holds one lock of the whole server from its commit until its WAL is flushed, so all
   * such commits queue one behind the other — pgbench, 50 clients, an insert with a NOTIFY: 270–430
   * commits a second; the insert alone 5,300–8,100; the NOTIFY alone 7,500–13,700 (decision 044).
   */
  async publishAll(list: Envelope[]): Promise<void> {
    const calls = list
      .filter((envelope) => envelope.to.length > 0)
      .map((envelope) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(envelope)})`);
    if (calls.length === 0) return;
    const notifications = sql.join(calls, sql`, `);
    try {
      await this.database.db.execute(sql`select ${notifications}`);
    } catch {
      // Best effort, as publish.
    }
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.handlers.clear();
  }
}
