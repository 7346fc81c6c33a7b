import { contract, type Endpoint, type EndpointSpec } from '@amora/shared/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What the check needs of a registered route (Fastify's onRoute options). */
type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

const specs: Partial<Record<string, EndpointSpec>> = contract;

/**
 * Why a route breaks the endpoint contract (`packages/shared/src/contract.ts`, decision 037), or
 * null when it keeps it: an `/api/` route must be an endpoint of the contract, with the very
 * schema objects the contract names for its body, query and answer, so a path or a schema
 * cannot drift between server, web and the OpenAPI document. `aliases` maps a route's own path
 * to the endpoint's (a URL `buildApp` rewrites before routing).
 */
export function contractProblem(
  route: RegisteredRoute,
  aliases: Record<string, Endpoint> = {},
): string | null {
  if (!route.url.startsWith('/api/')) return null;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  for (const method of methods) {
    const key = `${method} ${route.url}`;
    const spec = specs[aliases[key] ?? key];
    if (!spec) return `${key} is not in the endpoint contract (packages/shared/src/contract.ts)`;
    const schema = (route.schema ?? {}) as {
      body?: unknown;
      querystring?: unknown;
      response?: Record<string, unknown>;
    };
    const answer = schema.response?.[String(spec.status ?? 200)];
    const differs = [
      spec.body && schema.body !== spec.body && 'body',
      spec.query && schema.querystring !== spec.query && 'query',
      spec.answer && answer !== spec.answer && 'answer',
    ].filter(Boolean);
    if (differs.length > 0) return `${key}: its ${differs.join(', ')} schema is not the contract's`;
  }
  return null;
}

/** Refuses, while the app is built, every `/api/` route that breaks the contract. */
export function enforceContract(app: FastifyInstance, aliases: Record<string, Endpoint> = {}): void {
  app.addHook('onRoute', (route) => {
    const problem = contractProblem(route, aliases);
    if (problem) throw new Error(problem);
  });
}
