import { z } from 'zod';
import type { Envelope } from '@fair/shared/contracts/envelope';

/** Success answer; message/msg are localised by the envelope plugin's onSend hook when left empty. */
export function ok<T>(data: T): Envelope<T> & { code: 0 } {
  return { code: 0, message: '', msg: '', data };
}

/** Response schema of a success envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), msg: z.string(), data });
}

const fieldErrors = z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) });

/** Error envelope schema; documents every failure answer in OpenAPI. */
export const errorEnvelope = z
  .object({ code: z.number().int(), message: z.string(), msg: z.string(), data: z.union([fieldErrors, z.null()]) })
  .describe('Error: code equals the HTTP status; message and msg are localised by Language-Set');

/** The failure answers every route may give (access, validation, throttling, server errors). */
export const commonErrorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
  503: errorEnvelope,
} as const;

/** Response map for a route: 200 with the envelope of `data`, plus the common failures. */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data), ...commonErrorResponses };
}
