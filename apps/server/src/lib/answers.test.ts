import { contract, type EndpointSpec } from '@amora/shared/contract';
import { getLikes } from '@amora/shared/endpoints';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { answerSerializerCompiler, FAST_ANSWERS, fastSchemaOf, fastSerializerOf } from './answers';

const specs: Partial<Record<string, EndpointSpec>> = contract;
const schema = contract[getLikes].answer;
const card = {
  id: 7,
  name: 'Ann',
  main_image: null,
  fictional: false,
  age: 30,
  gender: 'female',
  country: 'GB',
  region: null,
  online: false,
  last_seen: null,
};
const answer = { profiles: [card], liked_by: [{ id: 7, like_new: true }], liked: [], matches: [] };

/** One route of the contract's likes.php answering `data`, written by the compiler. */
async function answerOf(checked: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler(checked));
  app.get('/api/likes.php', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject('/api/likes.php');
  await app.close();
  return res;
}

describe('answers written from their schema (decision 044)', () => {
  it('compiles every fast answer without a combinator, so no branch is validated while writing', () => {
    for (const endpoint of FAST_ANSWERS) {
      const text = JSON.stringify(fastSchemaOf(specs[endpoint]?.answer as ZodType));
      expect(text, endpoint).not.toMatch(/anyOf|oneOf|allOf|\$ref/);
    }
  });

  it('writes what JSON.stringify writes, nulls included', () => {
    expect(JSON.parse(fastSerializerOf(schema)(answer))).toEqual(answer);
    const pictured = { ...card, main_image: { filename: 'a', thumb_filename: 'b', match: 'a' } };
    expect(JSON.parse(fastSerializerOf(schema)({ ...answer, profiles: [pictured] }))).toEqual({
      ...answer,
      profiles: [pictured],
    });
  });

  it('checked, refuses an answer with a key its schema does not name, or a value of another type', async () => {
    expect((await answerOf(true, answer)).json()).toEqual(answer);
    expect((await answerOf(true, { ...answer, secret: 1 })).statusCode).toBe(500);
    expect((await answerOf(true, { ...answer, profiles: [{ ...card, age: '30' }] })).statusCode).toBe(500);
  });

  it('unchecked (production), leaves out the key its schema does not name, as Zod did', async () => {
    const res = await answerOf(false, { ...answer, secret: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
  });
});
