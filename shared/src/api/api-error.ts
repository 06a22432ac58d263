import type { Envelope, ValidationErrorData } from '../contracts/envelope';

/**
 * How a call failed: `response` — the server answered with code ≠ 0 or an HTTP error (body kept);
 * `network` — no answer after the retries; `timeout` — no answer in time after the retries.
 */
export type ApiErrorKind = 'response' | 'network' | 'timeout';

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** What every failed call of the api client rejects with; `message` is fit to show (localised). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** envelope code, else the HTTP status; null without an answer */
  readonly code: number | null;
  /** HTTP status; null without an answer */
  readonly status: number | null;
  /** the response body as the server sent it (usually the envelope) */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, details: { code?: number | null; status?: number | null; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.body = details.body;
  }

  get envelope(): Envelope | undefined {
    return isEnvelope(this.body) ? this.body : undefined;
  }

  /** 422 answers: `{ field → message }`, ready for antd `form.setFields`. */
  get fieldErrors(): Record<string, string> {
    const data = this.envelope?.data as Partial<ValidationErrorData> | undefined;
    if (!data || !Array.isArray(data.errors)) return {};
    return Object.fromEntries(data.errors.map((entry) => [entry.field, entry.message]));
  }
}
