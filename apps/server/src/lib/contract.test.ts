import { LikeAnswerSchema, LikeRequestSchema } from '@amora/shared';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@amora/shared/constants';
import { contract, type Endpoint, type EndpointSpec } from '@amora/shared/contract';
import { postPush } from '@amora/shared/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUSH_ROUTE } from '../modules/notifications/routes';
import { createTestApp } from '../test/harness';
import { contractProblem } from './contract';

const specs: Record<Endpoint, EndpointSpec> = contract;
const endpoints = Object.keys(contract) as Endpoint[];
const split = (endpoint: Endpoint) => {
  const [method, path] = endpoint.split(' ') as [string, string];
  return { method, path: endpoint === postPush ? PUSH_ROUTE : path };
};

describe('contractProblem', () => {
  const schema = { body: LikeRequestSchema, response: { 200: LikeAnswerSchema } };

  it('accepts a route with the contract’s path, method and schemas, and routes outside /api/', () => {
    expect(contractProblem({ method: 'POST', url: '/api/likes.php', schema })).toBeNull();
    expect(contractProblem({ method: ['GET', 'HEAD'], url: '/api/live', schema: { hide: true } })).toBeNull();
    expect(contractProblem({ method: 'GET', url: '/photos/x.webp' })).toBeNull();
  });

  it('refuses a path or a method the contract does not name', () => {
    expect(contractProblem({ method: 'POST', url: '/api/likes-v2.php', schema })).toMatch(
      /not in the endpoint contract/,
    );
    expect(contractProblem({ method: 'PUT', url: '/api/likes.php', schema })).toMatch(
      /PUT \/api\/likes\.php/,
    );
  });

  it('refuses a schema that is not the contract’s object, even when it looks the same', () => {
    const copy = z.object({ profile_id: z.number() });
    expect(
      contractProblem({ method: 'POST', url: '/api/likes.php', schema: { ...schema, body: copy } }),
    ).toMatch(/body schema/);
    expect(
      contractProblem({
        method: 'POST',
        url: '/api/likes.php',
        schema: { body: LikeRequestSchema, response: {} },
      }),
    ).toMatch(/answer schema/);
  });

  it('requires a staff endpoint’s route to name the capability the contract gives it, and no other route to name one', () => {
    const { body, answer } = contract['POST /api/staff/ban.php'];
    const ban = {
      method: 'POST' as const,
      url: '/api/staff/ban.php',
      schema: { body, response: { 200: answer } },
    };
    expect(contractProblem({ ...ban, config: { capability: 'moderation' } })).toBeNull();
    expect(contractProblem(ban)).toMatch(
      /requires the staff capability moderation, its route config names none/,
    );
    expect(contractProblem({ ...ban, config: { capability: 'members_manage' } })).toMatch(
      /names members_manage/,
    );
    expect(
      contractProblem({ method: 'POST', url: '/api/likes.php', schema, config: { capability: 'console' } }),
    ).toMatch(/requires no staff capability/);
  });

  it('maps a rewritten path to its endpoint', () => {
    const { body, answer } = contract[postPush];
    const route = { method: 'POST' as const, url: PUSH_ROUTE, schema: { body, response: { 200: answer } } };
    expect(contractProblem(route, {})).toMatch(/not in the endpoint contract/);
    expect(contractProblem(route, { [`POST ${PUSH_ROUTE}`]: postPush })).toBeNull();
  });
});

describe('the server and the contract', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('serves every endpoint of the contract', () => {
    const missing = endpoints.filter((e) => {
      const { method, path } = split(e);
      return !t.app.hasRoute({ method: method as 'GET', url: path });
    });
    expect(missing).toEqual([]);
  });

  it('refuses a visitor at every member endpoint (unless validation refuses the empty request first)', async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints.filter((e) => contract[e].auth === 'member')) {
      const { method, path } = split(endpoint);
      const response = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const error = response.json<{ error?: string }>().error;
      const spec = specs[endpoint];
      const validated = (spec.body || spec.query) && error === 'validation_failed';
      if (error !== 'authentication_required' && !validated)
        wrong.push(`${endpoint}: ${response.statusCode} ${error}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a visitor reach every public GET endpoint without a query', async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints.filter((e) => contract[e].auth === 'public' && e.startsWith('GET '))) {
      if (specs[endpoint].query) continue;
      const response = await t.app.inject({
        method: 'GET',
        url: split(endpoint).path,
        headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      });
      if (response.statusCode === 403 && response.body.includes('authentication_required'))
        wrong.push(endpoint);
    }
    expect(wrong).toEqual([]);
  });
});
