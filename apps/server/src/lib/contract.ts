import { contract, type Endpoint, type EndpointAuth, type EndpointSpec } from '@amora/shared/contract';
import type { Capability } from '@amora/shared/staff-roles';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff capability a staff route requires, from the contract's `auth` (`staffRouteOf`);
     * the staff area's hook checks it before the request is validated (modules/staff/plugin.ts).
     */
    capability?: Capability;
  }
}

/** What the check needs of a registered route (Fastify's onRoute options). */
type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'> & {
  config?: { capability?: Capability };
};

/** The staff capability an endpoint's `auth` names, or undefined for `public` and `member`. */
function capabilityOf(auth: EndpointAuth): Capability | undefined {
  return auth === 'public' || auth === 'member' ? undefined : auth;
}

const specs: Partial<Record<string, EndpointSpec>> = contract;

/**
 * Why a route breaks the endpoint contract (`packages/shared/src/contract.ts`, decision 037), or
 * null when it keeps it: an `/api/` route must be an endpoint of the contract, with the very
 * schema objects the contract names for its body, query and answer, so a path or a schema
 * cannot drift between server, web and the OpenAPI document. A staff endpoint's route names the
 * capability the contract gives it in its config (`capability`), and no other route names one.
 * `aliases` maps a route's own path to the endpoint's (a URL `buildApp` rewrites before routing).
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
    const required = capabilityOf(spec.auth);
    const named = route.config?.capability;
    if (named !== required) {
      return `${key}: the contract requires ${required ? `the staff capability ${required}` : 'no staff capability'}, its route config names ${named ?? 'none'}`;
    }
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

type Spec<E extends Endpoint> = (typeof contract)[E];
type MethodOf<E extends Endpoint> = E extends `${infer M} ${string}` ? M : never;
type PathOf<E extends Endpoint> = E extends `${string} ${infer P}` ? P : never;
type StatusOf<E extends Endpoint> = Spec<E> extends { status: infer S extends number } ? S : 200;

/**
 * A route's own documentation for the OpenAPI document; `consumes` for a body the contract does
 * not name (a multipart upload), `produces` for an answer that is not JSON (a download).
 */
export type RouteDoc = {
  summary: string;
  tags: string[];
  consumes?: string[];
  produces?: string[];
};

/** An endpoint's route schema as Fastify takes it: its body, query and success answer. */
export type RouteSchemaOf<E extends Endpoint> = (Spec<E> extends { body: infer B } ? { body: B } : unknown) &
  (Spec<E> extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Spec<E> extends { answer: infer A } ? { response: { [K in StatusOf<E>]: A } } : unknown);

/**
 * An endpoint's method, path and schemas from the contract, for `app.route`, with the route's
 * own documentation (summary, tags) added to its schema:
 *
 *   app.route({ ...routeOf(postLikes, { summary: 'Like a member', tags }), handler })
 *
 * The handler's request and answer are typed from the contract's schemas, and the method, path
 * and schemas cannot differ from the contract's, as they come from it (decision 037).
 */
export function routeOf<E extends Endpoint, const D extends RouteDoc>(
  endpoint: E,
  doc: D,
): { method: MethodOf<E>; url: PathOf<E>; schema: D & RouteSchemaOf<E> } {
  const space = endpoint.indexOf(' ');
  const spec: EndpointSpec = contract[endpoint];
  const schema: Record<string, unknown> = { ...doc };
  if (spec.body) schema.body = spec.body;
  if (spec.query) schema.querystring = spec.query;
  if (spec.answer) schema.response = { [spec.status ?? 200]: spec.answer };
  return {
    method: endpoint.slice(0, space) as MethodOf<E>,
    url: endpoint.slice(space + 1) as PathOf<E>,
    schema: schema as D & RouteSchemaOf<E>,
  };
}

/** The endpoints only staff may call: those whose `auth` is a staff capability. */
export type StaffEndpoint = {
  [E in Endpoint]: Spec<E>['auth'] extends 'public' | 'member' ? never : E;
}[Endpoint];

/**
 * `routeOf` for a staff endpoint, with the capability the contract requires in the route's
 * config, where the staff area's hook reads it (modules/staff/plugin.ts):
 *
 *   app.route({ ...staffRouteOf(postStaffBan, { summary: 'Ban a member', tags }), handler })
 */
export function staffRouteOf<E extends StaffEndpoint, const D extends RouteDoc>(
  endpoint: E,
  doc: D,
): ReturnType<typeof routeOf<E, D>> & { config: { capability: Capability } } {
  const capability = capabilityOf(contract[endpoint].auth);
  if (!capability) throw new Error(`${endpoint} is not a staff endpoint`);
  return { ...routeOf(endpoint, doc), config: { capability } };
}
