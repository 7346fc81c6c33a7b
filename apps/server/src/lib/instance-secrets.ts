import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSettings } from '../db/schema';

/**
 * A generated instance secret: the first node to start writes it, every node reads the same
 * row (insert … on conflict do nothing, then read), so several nodes never disagree.
 */
export async function instanceSecret<T>(db: Db, key: string, make: () => T): Promise<T> {
  await db.insert(instanceSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, key));
  return row!.value as T;
}
