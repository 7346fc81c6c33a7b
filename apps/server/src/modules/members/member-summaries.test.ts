import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

/**
 * Every answer that names another member says whether it is a staff-run profile (decision 028).
 * This walks the OpenAPI document, so a new answer that forgets `fictional` fails here.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [key: string]: unknown;
};

/** Keys under which an answer carries people. */
const PERSON_KEYS = new Set([
  'actor',
  'profile',
  'profiles',
  'member',
  'members',
  'similar',
  'sender',
  'recipient',
  'liker',
  'user',
  'users',
  'match',
  'matches',
  'with',
  'from',
]);
/** Fields only a person has. */
const PERSON_FIELDS = ['main_image', 'avatar', 'age', 'gender', 'online', 'last_seen'];
/** The member's own profile is theirs to know; it is no summary of another member. */
const OWN = [/^(GET|PUT) \/api\/profile\.php .*\/profile$/];
/** Staff see the flag in their own columns; the console is not a member's surface. */
const MEMBER_FACING = (path: string) => !path.startsWith('/api/staff/');

interface Found {
  where: string;
  keys: string[];
}

interface OpenApi {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
}

function memberSummaries(doc: OpenApi) {
  const components = doc.components?.schemas ?? {};
  const resolve = (s: Schema): Schema =>
    s.$ref ? resolve(components[s.$ref.replace('#/components/schemas/', '')] ?? {}) : s;
  const found: Found[] = [];
  const walk = (raw: Schema | undefined, where: string, key: string, depth: number) => {
    if (!raw || typeof raw !== 'object' || depth > 20) return;
    const s = resolve(raw);
    for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
      walk(part, where, key, depth + 1);
    if (s.items) walk(s.items, `${where}[]`, key, depth + 1);
    const props = s.properties;
    if (!props) return;
    const keys = Object.keys(props);
    const named = keys.includes('id') && keys.includes('name');
    if (named && (PERSON_KEYS.has(key) || PERSON_FIELDS.some((f) => keys.includes(f)))) {
      found.push({ where, keys });
    }
    for (const [k, v] of Object.entries(props)) walk(v, `${where}/${k}`, k, depth + 1);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!MEMBER_FACING(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ?? {}) as Record<string, Schema>;
      for (const [status, response] of Object.entries(responses)) {
        const content = (response.content ?? {}) as Record<string, { schema?: Schema }>;
        for (const media of Object.values(content)) {
          walk(media.schema, `${method.toUpperCase()} ${path} ${status} `, '', 0);
        }
      }
    }
  }
  return found.filter((f) => !OWN.some((own) => own.test(f.where)));
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } })).json();
});
afterAll(async () => t?.close());

describe('member summaries in the API', () => {
  it('every answer naming another member carries fictional', () => {
    const summaries = memberSummaries(doc);
    // The walk sees the answers it must see, so a broken walk cannot pass by finding nothing.
    const places = summaries.map((s) => s.where).join('\n');
    for (const expected of [
      'GET /api/auto-like.php 200 /profile',
      'GET /api/notifications.php 200 /notifications[]/actor',
      'GET /api/likes.php 200 /profiles[]',
      'GET /api/members.php 200 /similar[]',
      'GET /api/member.php 200 /profile',
      'GET /api/chats.php 200 /chats[]/profile',
      'GET /api/chat.php 200 /profile',
      'GET /api/swipe.php 200 /profiles[]',
      'GET /api/lander.php 200 /profiles[]',
    ]) {
      expect(places).toContain(expected);
    }
    const without = summaries.filter((s) => !s.keys.includes('fictional')).map((s) => s.where);
    expect(without).toEqual([]);
  });

  it('documents the member summary once, as a component the answers refer to', () => {
    const summary = doc.components?.schemas?.MemberSummary;
    expect(Object.keys(summary?.properties ?? {})).toEqual(['id', 'name', 'main_image', 'fictional']);
    expect(summary?.required).toContain('fictional');
    expect(JSON.stringify(doc.paths['/api/auto-like.php'])).toContain('#/components/schemas/MemberSummary');
  });
});
