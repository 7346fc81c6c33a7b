import { RegionsAnswerSchema } from '@amora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('GET /api/regions.php', () => {
  it("answers the Netherlands' twelve provinces with the Dutch word for province", async () => {
    const res = await get('/api/regions.php?country=NL&lang=nl');
    expect(res.statusCode).toBe(200);
    const body = RegionsAnswerSchema.parse(res.json());
    expect(body.regions).toHaveLength(12);
    expect(body.region_kind_name.toLowerCase()).toBe('provincie');
    expect(body.country_name).toBe('Nederland');
    expect(body.regions.map((r) => r.name)).toContain('Noord-Holland');
  });

  it('names the kind of region in the requested language', async () => {
    const res = await get('/api/regions.php?country=de&lang=nl');
    expect(res.json().region_kind_name.toLowerCase()).toBe('deelstaat');
    expect(res.json().regions).toHaveLength(16);
  });

  it('refuses a missing or malformed country with 400, an unserved one with 404', async () => {
    expect((await get('/api/regions.php')).json()).toMatchObject({
      error: 'validation_failed',
      fields: { country: 'required' },
    });
    expect((await get('/api/regions.php?country=Holland')).statusCode).toBe(400);
    expect((await get('/api/regions.php?country=JP')).statusCode).toBe(404);
  });
});

describe('GET /api/interests.php', () => {
  it('lists about fifty interests named in the visitor language', async () => {
    const en = (await get('/api/interests.php?lang=en')).json().interests as { slug: string; name: string }[];
    const de = (await get('/api/interests.php?lang=de')).json().interests as { slug: string; name: string }[];
    expect(en.length).toBeGreaterThanOrEqual(45);
    expect(de.map((i) => i.slug)).toEqual(en.map((i) => i.slug));
    const differing = en.filter((interest, i) => interest.name !== de[i]!.name);
    expect(differing.length).toBeGreaterThan(en.length / 2);
  });
});

describe('the regions table', () => {
  it('is vacuumed once seeded, so cards read their region names from regions_id_name_idx alone', async () => {
    const { rows } = (await t.db.execute(
      sql`select relallvisible as visible from pg_class where oid = 'regions'::regclass`,
    )) as unknown as { rows: { visible: number }[] };
    expect(Number(rows[0]?.visible)).toBeGreaterThan(0);
  });
});
