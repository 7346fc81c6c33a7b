import { z } from 'zod';

/** The answer of a call that only confirms: `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });

/** The answer of a call that sent a mail: `{ sent: true }`. */
export const SentSchema = z.object({ sent: z.literal(true) });

/** The answer of a call that made something (a package, a discount code, an invitation, a mailing): its id. */
export const CreatedIdSchema = z.object({ id: z.number().int() });
