import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements longer than this are sent unnamed: rare, and not worth a slot in every connection. */
const MAX_TEXT = 16_000;
/**
 * Distinct statements a node names at most. Drizzle builds the same text for the same query shape,
 * so a running server has a few hundred; statements whose text varies with their input (an IN
 * list of n values) would grow the set without end, so past this bound they go unnamed.
 */
const MAX_NAMED = 2_000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\s/i;

const names = new Map<string, string>();

/** The name of a statement's text (the same on every connection), or undefined: send it unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (text.length > MAX_TEXT || names.size >= MAX_NAMED || !DATA_STATEMENT.test(text)) return undefined;
  const name = `a_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * A node-postgres client that names every data statement it sends, so PostgreSQL parses each
 * once per connection and may keep its plan, instead of parsing and planning it on every call.
 * The pool's connections are long-lived, and Drizzle sends the same text for the same query with
 * the values apart, so most requests run on statements already prepared (decision 030).
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && (config as QueryConfig).name === undefined) {
      const text = (config as QueryConfig).text;
      const name = typeof text === 'string' ? statementName(text) : undefined;
      if (name) return super.query({ ...config, name }, values, callback);
    }
    return super.query(config, values, callback);
  }
}
