import { CLIENT_HEADER, CLIENT_HEADER_VALUE, FETCH } from '@amora/shared/constants';
import { ApiRequestError, toApiRequestError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Retries for GET on network errors and 5xx; defaults to FETCH.retries (docs/product.md#the-calls-the-web-makes). */
  retries?: number;
}

type AuthRequiredHandler = () => void;
let authRequiredHandler: AuthRequiredHandler | null = null;

/**
 * Called when a call other than user.php answers 403 authentication_required (docs/product.md#when-something-fails): the
 * session layer logs the member out. Returns a function that removes the handler.
 */
export function onAuthenticationRequired(handler: AuthRequiredHandler): () => void {
  authRequiredHandler = handler;
  return () => {
    if (authRequiredHandler === handler) authRequiredHandler = null;
  };
}

/** Delay before retry `attempt` (0-based): exponential from FETCH.minDelayMs. */
export function retryDelay(attempt: number): number {
  return FETCH.minDelayMs * 2 ** attempt;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isUserEndpoint(path: string): boolean {
  return /(^|\/)user\.php($|\?)/.test(path);
}

/**
 * Calls the API: `target` is an endpoint of `@amora/shared/endpoints` (typed through `./endpoint`)
 * or a bare path with `options.method`. Resolves the parsed JSON answer, or `false` when a call other than user.php
 * answered 403 authentication_required (the auth handler has then been told). Throws
 * ApiRequestError for every other failure (code `network` when the server was not reached).
 */
export async function apiFetch<T>(target: string, options: ApiOptions = {}): Promise<T | false> {
  // An endpoint of the contract names its method before its path ('POST /api/likes.php').
  const [path, method = options.method ?? 'GET'] = target.split(' ').reverse() as [string, HttpMethod?];
  const retries = method === 'GET' ? (options.retries ?? FETCH.retries) : 0;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // Multipart: the browser sets the content type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (attempt < retries) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw new ApiRequestError('network', 0, cause instanceof Error ? cause.message : 'Network error');
    }
    if (response.status >= 500 && attempt < retries) {
      await sleep(retryDelay(attempt));
      continue;
    }
    const data = await readJson(response);
    if (response.ok) return data as T;
    const error = toApiRequestError(response.status, data);
    // Every session call of a banned member answers this; the ban page asks for the details.
    if (error.code === 'account_banned' && location.pathname !== '/pages/ban') location.assign('/pages/ban');
    if (error.status === 403 && error.code === 'authentication_required' && !isUserEndpoint(path)) {
      authRequiredHandler?.();
      return false;
    }
    throw error;
  }
}

/** apiFetch for queries: `false` (logged out meanwhile) becomes an authentication_required error. */
export async function fetchJson<T>(path: string, options?: ApiOptions): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}
