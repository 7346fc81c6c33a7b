import { isDeepStrictEqual } from 'node:util';
import * as E from '@amora/shared/endpoints';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * The answers written by a serialiser compiled from their contract schema instead of Zod's
 * encode and `JSON.stringify` (decision 044): the hot member reads and the chat send.
 */
export const FAST_ANSWERS: ReadonlySet<string> = new Set([
  E.getUser,
  E.getMembers,
  E.getMember,
  E.getLikes,
  E.getChats,
  E.getNotifications,
  E.postChat,
]);

type JsonSchema = { [key: string]: unknown };

/**
 * An answer schema as JSON Schema for fast-json-stringify: `$ref`s inlined (the contract's are
 * never recursive) and Zod's `anyOf: [T, null]` written as `T` with `nullable`, which
 * fast-json-stringify writes with a null check instead of validating each branch with Ajv.
 */
export function fastSchemaOf(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  const simplify = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(simplify);
    if (!node || typeof node !== 'object') return node;
    const { $ref, $schema: _, definitions: __, ...rest } = node as JsonSchema;
    if (typeof $ref === 'string') return simplify(definitions[$ref.replace('#/definitions/', '')]);
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(rest)) out[key] = simplify(value);
    const options = out.anyOf as JsonSchema[] | undefined;
    const isNull = (option: JsonSchema) => option.type === 'null' && Object.keys(option).length === 1;
    if (options?.length === 2 && options.some(isNull)) {
      const { anyOf: ___, ...siblings } = out;
      return { ...siblings, ...options.find((option) => !isNull(option)), nullable: true };
    }
    return out;
  };
  return simplify(json) as JsonSchema;
}

/** fast-json-stringify's writer of an answer schema. */
export function fastSerializerOf(schema: ZodType): (data: unknown) => string {
  return fastJson(fastSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
}

/**
 * The serialiser compiler (decision 044). FAST_ANSWERS are written by fast-json-stringify from
 * their schema: keys the schema does not name are left out (as Zod's parse left them out), a
 * missing required key is an error (a 500, as before), but a value of another type is coerced
 * where Zod refused it. So `checked` (every run but production: tests, development) writes each
 * of them both ways and refuses the answer — a 500 — unless Zod accepts it and the fast writer's
 * JSON holds exactly what `JSON.stringify` of the handler's answer holds: every key, every value.
 * Every other answer goes through Zod as before.
 */
export function answerSerializerCompiler(checked: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const zodWriter = zodSerializerCompiler(route);
    if (!FAST_ANSWERS.has(`${route.method} ${route.url}`)) return zodWriter;
    const fast = fastSerializerOf(route.schema);
    if (!checked) return fast;
    return (data) => {
      zodWriter(data); // throws ResponseSerializationError when the answer breaks its schema
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`${route.method} ${route.url}: the answer does not survive its fast serialiser`);
      }
      return written;
    };
  };
}
