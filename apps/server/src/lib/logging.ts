import { matchRoute } from '@amora/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** What a redacted value reads as in a log line. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: mailed links (activation, reset, mail change,
 * reactivation: `token`), unsubscribe signatures (`sig`), invitation tokens (`token`, `invite`)
 * and the test checkout's payment (`payment_id`). Redacted whatever their value looks like.
 */
const SECRET_PARAMS = new Set(['token', 'sig', 'invite', 'payment_id', 'code', 'key', 'secret', 'password']);

/** Any other value shaped like a random token (ours are 43 base64url characters) is redacted too. */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{20,}$/;

/** Path routes whose parameter is a credential: invitation and tracking links, the test checkout. */
const SECRET_PATH_ROUTES = new Set(['token', 'test-checkout-id']);

/**
 * A request URL fit for a log line (decision 026): the path with a token segment replaced, and
 * the query with every credential value replaced, the parameter names kept for debugging.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  let path = pathname;
  if (!pathname.startsWith('/api/')) {
    const route = matchRoute(pathname);
    if (route && SECRET_PATH_ROUTES.has(route.route.name)) {
      const segments = pathname.split('/');
      segments[segments.length - (pathname.endsWith('/') ? 2 : 1)] = REDACTED;
      path = segments.join('/');
    }
  }
  if (q === -1) return path;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return TOKEN_SHAPED.test(part) ? REDACTED : part;
      const name = part.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {}
      let value = part.slice(eq + 1);
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {}
      const secret = SECRET_PARAMS.has(key.toLowerCase()) || TOKEN_SHAPED.test(value);
      return secret ? `${name}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

/**
 * Header and body fields never logged, whoever logs an object holding them: session cookies,
 * bearer tokens (the mail provider's webhook), every password field of the API and the second
 * factor's codes and secret (decision 023).
 */
const PASSWORD_FIELDS = [
  'password',
  'password_repeat',
  'old_password',
  'new_password',
  'token',
  'recovery_code',
  'recovery_codes',
  'secret',
  'otpauth_url',
];
export const REDACT_PATHS = [
  ...['cookie', 'authorization', '"set-cookie"', '"x-api-key"'].flatMap((header) => [
    `headers.${header}`,
    `req.headers.${header}`,
    `request.headers.${header}`,
    `res.headers.${header}`,
    `reply.headers.${header}`,
  ]),
  ...PASSWORD_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Fastify's request serializer with the URL redacted (its default logs `request.url` as is). */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  // Some other object logged under `req`: left to the redact paths.
  if (typeof request?.url !== 'string') return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options of the server's logger; `stream` lets tests capture every line. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: NodeJS.WritableStream) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
