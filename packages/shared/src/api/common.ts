import { z } from 'zod';

/** The answer of a call that only confirms: `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });
