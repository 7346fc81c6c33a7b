export interface ApiErrorDetails {
  suggestion?: string;
  minutes?: number;
  min_age?: number;
  /** 429 daily_like_limit: when the free likes start again (ISO) and the daily limit. */
  resets_at?: string;
  limit?: number;
}

/** A failed API call, with the server's error code (docs/architecture.md#errors-are-data). */
export class ApiRequestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;
  /** Extra answer fields that fill the message: suggestion, minutes, min_age (docs/architecture.md#errors-are-data). */
  readonly details: ApiErrorDetails;

  constructor(
    code: string,
    status: number,
    message?: string,
    fields?: Record<string, string>,
    retryAfter?: number,
    details: ApiErrorDetails = {},
  ) {
    super(message ?? code);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.details = details;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Turns an error answer (status + parsed body, if any) into an ApiRequestError. */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
    const b = body as {
      error: string;
      message?: unknown;
      fields?: unknown;
      retry_after?: unknown;
      suggestion?: unknown;
      minutes?: unknown;
      min_age?: unknown;
      resets_at?: unknown;
      limit?: unknown;
    };
    const details: ApiErrorDetails = {};
    if (typeof b.suggestion === 'string') details.suggestion = b.suggestion;
    if (typeof b.minutes === 'number') details.minutes = b.minutes;
    if (typeof b.min_age === 'number') details.min_age = b.min_age;
    if (typeof b.resets_at === 'string') details.resets_at = b.resets_at;
    if (typeof b.limit === 'number') details.limit = b.limit;
    return new ApiRequestError(
      b.error,
      status,
      typeof b.message === 'string' ? b.message : undefined,
      isStringRecord(b.fields) ? b.fields : undefined,
      typeof b.retry_after === 'number' ? b.retry_after : undefined,
      details,
    );
  }
  const code = status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'internal_error';
  return new ApiRequestError(code, status);
}

/** The catalogue key for an error: errors.<code> when the catalogue has it, else the generic message. */
export function errorMessageKey(error: unknown, exists: (key: string) => boolean): string {
  if (error instanceof ApiRequestError) {
    const key = `errors.${error.code}`;
    if (exists(key)) return key;
  }
  return 'errors.generic';
}
