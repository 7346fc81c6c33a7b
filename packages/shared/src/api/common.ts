import { z } from 'zod';

/** The answer of a call that only confirms: `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });

/** The answer of a call that sent a mail: `{ sent: true }`. */
export const SentSchema = z.object({ sent: z.literal(true) });
