import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The members' rows whose kept `last_message_id` is not the newest message of the conversation
 * they may see (their own, or one delivered to them), as the chat list read it before it was kept
 * (decision 044). Empty when every write that stores or delivers a message kept it.
 */
export async function staleLastMessages(db: Db) {
  const result = (await db.execute(sql`
    select cm.conversation_id, cm.user_id, cm.last_message_id as kept, newest.id as newest
      from conversation_members cm
      left join lateral (
        select m.id from messages m
         where m.conversation_id = cm.conversation_id
           and (m.sender_id = cm.user_id or m.delivered_at is not null)
         order by m.id desc limit 1) newest on true
     where cm.last_message_id is distinct from newest.id`)) as unknown as { rows: unknown[] };
  return result.rows;
}
