import { z } from 'zod';

/**
 * The largest value of PostgreSQL's `integer` (the type of every id column): an id beyond it
 * cannot exist, and sent to the database it is an overflow error instead of "not found".
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** A row id in a JSON body: an integer in the database's range 1..2147483647. */
export const IdSchema = z.number().int().min(1).max(DB_INTEGER_MAX);

/**
 * A row id that may come as text (a query string, a multipart field, a staff form): a number or
 * a numeric string, then the same range as IdSchema.
 */
export const CoercedIdSchema = z.coerce.number().int().min(1).max(DB_INTEGER_MAX);
