import type { AnswerOf, BodyOf, Endpoint, QueryOf } from '@amora/shared/contract';
import { type ApiOptions, apiFetch, fetchJson } from './client';

/**
 * The typed client of the endpoint contract (decision 037): an endpoint of
 * `@amora/shared/endpoints`, and its body and query typed from `@amora/shared/contract`
 * (type-only: no schema reaches the bundle). The answer is typed the same way.
 *
 *   call(postLikes, { body: { profile_id: id } })   // → { match: boolean }
 *   call(getSwipe, { signal, retries: 2 })
 */

type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : Record<never, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/**
 * The forced domain (`app-state/site/forcedDomain.ts`): outside production the server's site
 * resolver reads it from any request's query, so every endpoint may carry it besides its own.
 */
type SiteQuery = { domain?: string };

/** What a call sends: the body (a multipart form where the endpoint takes no JSON), the query, and fetch options. */
export type Input<E extends Endpoint> = Pick<ApiOptions, 'signal' | 'retries'> &
  ([BodyOf<E>] extends [undefined] ? { body?: FormData | Record<string, never> } : Part<'body', BodyOf<E>>) &
  ([QueryOf<E>] extends [undefined] ? { query?: SiteQuery } : Part<'query', QueryOf<E> & SiteQuery>);

/** The input may be left out when nothing in it is required. */
type Args<E extends Endpoint> = object extends Input<E> ? [input?: Input<E>] : [input: Input<E>];

/** An endpoint's path: for a link, a beacon or a socket. */
export const pathOf = (endpoint: Endpoint) => endpoint.slice(endpoint.indexOf(' ') + 1);

/**
 * Calls an endpoint as apiFetch does: the answer, or `false` when a call other than user.php
 * answered 403 authentication_required (the session layer has logged the member out). apiFetch
 * itself, typed: it reads the method from the endpoint, so the contract adds no code.
 */
export const request = apiFetch as <E extends Endpoint>(
  endpoint: E,
  ...args: Args<E>
) => Promise<AnswerOf<E> | false>;

/** Calls an endpoint and resolves its answer (fetchJson, typed): `false` is thrown as authentication_required. */
export const call = fetchJson as <E extends Endpoint>(endpoint: E, ...args: Args<E>) => Promise<AnswerOf<E>>;
