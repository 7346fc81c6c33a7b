import { sep } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A refusal a service can throw; the error handler turns it into the JSON shape of docs/architecture.md#errors-are-data. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      retry_after?: number;
      suggestion?: string;
      minutes?: number;
      min_age?: number;
      resets_at?: string;
      limit?: number;
      /** account_banned: reason code and end of the ban (null: until lifted). */
      reason?: string | null;
      until?: string | null;
      /** second_factor_required: the account has no authenticator yet and sets one up first. */
      setup?: boolean;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);

/** One short code per field, the first problem found: `required`, `too_small`, `invalid_format`, … */
function fieldCodes(validation: { keyword?: string; instancePath?: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const item of validation) {
    const key = item.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (fields[key]) continue;
    // Zod reports a missing value as invalid_type "… received undefined"; the UI wants "required".
    const missing = item.keyword === 'invalid_type' && /received undefined$/.test(item.message ?? '');
    fields[key] = missing ? 'required' : (item.keyword ?? 'invalid');
  }
  return fields;
}

/**
 * A multipart body the parser cannot read: no boundary, a truncated part, a broken header.
 * busboy (inside @fastify/multipart) throws these as plain errors without a status code, so they
 * are known by where they come from; the plugin's own refusals (not multipart, a field that is
 * not JSON) carry 406, which is the client's mistake of sending a malformed body: 400 as well.
 */
const BUSBOY_SOURCE = `${sep}@fastify${sep}busboy${sep}`;
function isMalformedMultipart(err: FastifyError, request: FastifyRequest): boolean {
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_INVALID_JSON_FIELD_ERROR')
    return true;
  return !err.statusCode && request.isMultipart() && (err.stack ?? '').includes(BUSBOY_SOURCE);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.code, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        error: 'validation_failed',
        message: `Invalid ${err.validationContext ?? 'request'}`,
        fields: fieldCodes(err.validation),
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ error: 'internal_error', message: 'An error occurred, try again later' });
    }
    if (isMalformedMultipart(err, request)) {
      return reply.code(400).send({ error: 'bad_request', message: 'Malformed multipart body' });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      return reply
        .code(429)
        .send({ error: 'rate_limited', message: 'Too many requests', retry_after: retryAfter });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, …
      const code = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'payload_too_large' : 'bad_request';
      return reply.code(status).send({ error: code, message: err.message });
    }
    // Masked: the member sees the generic message, the log has the detail with the request id.
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'internal_error', message: 'An error occurred, try again later' });
  });
}
