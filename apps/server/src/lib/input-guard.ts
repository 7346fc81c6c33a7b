import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * NUL (PostgreSQL's text refuses it: the query fails) or a UTF-16 surrogate without its partner
 * (not a character at all: libraries that encode text throw on it, the database driver silently
 * replaces it). No real input contains either.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isCleanText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Where in a parsed input a string or a key holds NUL or a lone surrogate, as the error
 * handler names fields (`profile.about`, `interests.2`; `_` for the input itself), or null.
 * Iterative: a body nested ten thousand levels deep must not exhaust the stack.
 */
export function uncleanPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isCleanText(item)) return path || '_';
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (!isCleanText(key)) return path || '_';
        stack.push([inner, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

const refusal = (part: string, field: string) =>
  new HttpError(400, 'validation_failed', `Invalid ${part}`, { fields: { [field]: 'invalid_format' } });

/**
 * Refuses NUL and lone surrogates wherever text comes in, for every route at once (a new route
 * cannot forget it): query string, path parameters and body before validation, and the fields
 * before an uploaded file. A cookie holding them is ignored, as if absent: it is not something
 * the member typed, so they get no form error for it.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = uncleanPath(value);
      if (path !== null) throw refusal(part, path);
    }
    for (const [name, value] of Object.entries(request.cookies ?? {})) {
      if (value !== undefined && !isCleanText(value)) delete request.cookies[name];
    }
    if (request.isMultipart()) guardUploadFields(request);
  });
}

/** Multipart bodies are read by the handler (request.file()); its fields are checked as they arrive. */
function guardUploadFields(request: FastifyRequest): void {
  const file = request.file.bind(request);
  request.file = async (options) => {
    const part = await file(options);
    for (const [name, field] of Object.entries(part?.fields ?? {})) {
      const values = Array.isArray(field) ? field : [field];
      const unclean = values.some(
        (v) => v && 'value' in v && typeof v.value === 'string' && !isCleanText(v.value),
      );
      if (unclean || !isCleanText(name)) {
        part?.file.resume();
        throw refusal('body', isCleanText(name) ? name : '_');
      }
    }
    return part;
  };
}
