import type { MessageKey, MessageParams } from '../i18n/translate';

/**
 * An expected failure a handler or hook throws: the error handler turns it into the envelope with
 * code = status and the localised message of `messageKey`.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly messageKey: MessageKey,
    public readonly params?: MessageParams,
    public readonly data: unknown = null,
    /** extra response headers, e.g. Retry-After of a 429 */
    public readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(404, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
export const conflict = (key: MessageKey = 'errors.conflict', params?: MessageParams) => new AppError(409, key, params);
/** A 422 for one field, shaped like schema validation failures. */
export const fieldError = (field: string, key: MessageKey, params?: MessageParams) =>
  new AppError(422, 'errors.validation', undefined, { errors: [{ field, messageKey: key, params }] });
