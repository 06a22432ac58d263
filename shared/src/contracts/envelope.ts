/**
 * The one answer shape between server and browser (SPEC §7): code 0 is success; otherwise code is the
 * HTTP status the server also sets, and message/msg carry the same localised text.
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  msg: string;
  data: T;
}

export const RESULT_CODES = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  validation: 422,
  throttled: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

/** data of a 422 answer: one entry per invalid field, message localised by Language-Set. */
export interface ValidationErrorData {
  errors: { field: string; message: string }[];
}

/** The text the browser replaces with "login timeout" (SPEC §8); the server must send it verbatim. */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';

/** Paged list answers: data of a list call. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
  /** the list holds more than `total` rows: a long list is counted only up to a limit (the table says "10000+") */
  total_capped?: boolean;
}
