import { CLIENT_HEADER, CLIENT_HEADER_VALUE, FETCH } from '@amora/shared/constants';
import { getNotifications, postLikes, postPush } from '@amora/shared/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, buildUrl, onAuthenticationRequired, retryDelay } from './client';
import { call, pathOf } from './endpoint';
import { ApiRequestError, errorMessageKey } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the client header and JSON body, and returns the parsed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiFetch('/api/x.php', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x.php');
    const headers = init?.headers as Record<string, string>;
    expect(headers[CLIENT_HEADER]).toBe(CLIENT_HEADER_VALUE);
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('calls an endpoint of the contract with its method and path, the query and the body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { match: true }));
    await expect(call(postLikes, { body: { profile_id: 7 } })).resolves.toEqual({ match: true });
    fetchMock.mockResolvedValueOnce(json(200, { notifications: [], unread: 0 }));
    await call(getNotifications, { query: { before: 5 } });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await call(postPush, { body: { subscription: null, endpoint: 'https://push.example/1' } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url} ${init?.body ?? ''}`)).toEqual([
      'POST /api/likes.php {"profile_id":7}',
      'GET /api/notifications.php?before=5 ',
      'POST /api/user.php?push=1 {"subscription":null,"endpoint":"https://push.example/1"}',
    ]);
    expect(pathOf(postLikes)).toBe('/api/likes.php');
  });

  it('sends multipart bodies as they are: the client header, no JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { photo: { id: 1 } }));
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await apiFetch('/api/photos.php', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers[CLIENT_HEADER]).toBe(CLIENT_HEADER_VALUE);
    expect(headers['content-type']).toBeUndefined();
    expect(init?.body).toBe(form);
  });

  it('retries a GET on 5xx with exponential delay, then succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { error: 'internal_error', message: 'x' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const promise = apiFetch('/api/settings.php');
    await vi.advanceTimersByTimeAsync(FETCH.minDelayMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FETCH.minDelayMs * 2);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after FETCH.retries retries with a network error', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const promise = apiFetch('/api/settings.php');
    const settled = expect(promise).rejects.toMatchObject({ code: 'network', status: 0 });
    await vi.runAllTimersAsync();
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(FETCH.retries + 1);
  });

  it('does not retry POST', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: 'internal_error', message: 'boom' }));
    await expect(apiFetch('/api/x.php', { method: 'POST' })).rejects.toMatchObject({
      code: 'internal_error',
      status: 500,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry 4xx and parses the error shape with fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: 'validation_failed', message: 'bad', fields: { country: 'invalid' } }),
    );
    const error = await apiFetch('/api/regions.php', { query: { country: 'X' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, fields: { country: 'invalid' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/regions.php?country=X');
  });

  it('falls back to a code from the status when the body is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(apiFetch('/api/missing.php')).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('403 authentication_required outside user.php calls the handler and resolves false', async () => {
    const handler = vi.fn();
    const off = onAuthenticationRequired(handler);
    fetchMock.mockImplementation(async () =>
      json(403, { error: 'authentication_required', message: 'login' }),
    );
    await expect(apiFetch('/api/chats.php')).resolves.toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/api/user.php')).rejects.toMatchObject({ code: 'authentication_required' });
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('helpers', () => {
  it('buildUrl skips empty values', () => {
    expect(buildUrl('/api/a.php', { lang: 'nl', domain: undefined, x: null })).toBe('/api/a.php?lang=nl');
    expect(buildUrl('/api/a.php')).toBe('/api/a.php');
  });
  it('retryDelay doubles from the minimum', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([200, 400, 800]);
  });
  it('errorMessageKey maps known codes and falls back to generic', () => {
    const exists = (k: string) => k === 'errors.not_found';
    expect(errorMessageKey(new ApiRequestError('not_found', 404), exists)).toBe('errors.not_found');
    expect(errorMessageKey(new ApiRequestError('weird', 400), exists)).toBe('errors.generic');
    expect(errorMessageKey(new Error('x'), exists)).toBe('errors.generic');
  });
});
