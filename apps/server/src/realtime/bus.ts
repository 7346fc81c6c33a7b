import type { LiveEvent } from '@amora/shared/live';
import { type SQL, sql } from 'drizzle-orm';
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
   * The events as `pg_notify(…), pg_notify(…)` for a statement of the caller's, in order; null for
   * none. PostgreSQL sends them when that statement's transaction commits, so a caller with a
   * write to make anyway saves the round trip (decision 044).
   */
  notifyCalls(list: Envelope[]): SQL | null {
    const calls = list
      .filter((envelope) => envelope.to.length > 0)
      .map((envelope) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(envelope)})`);
    return calls.length ? sql.join(calls, sql`, `) : null;
  }

  /** Several events in one round trip, in order (a send's message and the sender's balance). */
  async publishAll(list: Envelope[]): Promise<void> {
    const notifications = this.notifyCalls(list);
    if (!notifications) return;
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
