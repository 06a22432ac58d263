import type { FastifySchemaValidationError } from 'fastify';
import type { MessageKey, MessageParams } from '../i18n/translate';

export interface FieldProblem {
  field: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

type IssueParams = Record<string, unknown>;

/** Prompts of the shared form schemas' own checks that the server answers with the same text. */
const SHARED_PROMPTS: Readonly<Record<string, MessageKey>> = {
  'common:validation.controlCharacters': 'validation.controlCharacters',
  'common:validation.nameCharacters': 'validation.nameCharacters',
  'common:validation.imageReference': 'validation.imageReference',
  'checkin:validation.codeFormat': 'checkin.codeFormat',
};

function sizeKey(params: IssueParams, small: boolean): MessageKey {
  const origin = params.origin;
  if (origin === 'string') return small ? 'validation.tooShort' : 'validation.tooLong';
  if (origin === 'array' || origin === 'set') return small ? 'validation.tooFewItems' : 'validation.tooManyItems';
  return small ? 'validation.tooSmall' : 'validation.tooBig';
}

/** Maps one zod issue (as fastify-type-provider-zod reports it) to a localisable message key. */
function problemOf(issue: FastifySchemaValidationError): Omit<FieldProblem, 'field'> {
  const params = (issue.params ?? {}) as IssueParams;
  switch (issue.keyword) {
    case 'invalid_type':
      return { messageKey: /received undefined/.test(issue.message ?? '') ? 'validation.required' : 'validation.invalidType' };
    case 'too_small':
      return { messageKey: sizeKey(params, true), params: { minimum: String(params.minimum) } };
    case 'too_big':
      return { messageKey: sizeKey(params, false), params: { maximum: String(params.maximum) } };
    case 'invalid_format':
      if (params.format === 'email') return { messageKey: 'validation.invalidEmail' };
      if (params.format === 'url') return { messageKey: 'validation.invalidUrl' };
      return { messageKey: 'validation.invalidFormat' };
    case 'invalid_value':
    case 'invalid_union':
      return { messageKey: 'validation.invalidValue' };
    case 'unrecognized_keys':
      return { messageKey: 'validation.unknownKeys', params: { keys: ((params.keys as string[]) ?? []).join(', ') } };
    case 'custom':
      return { messageKey: SHARED_PROMPTS[issue.message ?? ''] ?? 'validation.invalid' };
    default:
      return { messageKey: 'validation.invalid' };
  }
}

/** Per-field problems of a failed schema validation; `context` (body, querystring…) names whole-object failures. */
export function fieldProblems(validation: FastifySchemaValidationError[], context: string | undefined): FieldProblem[] {
  return validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: field || context || 'body', ...problemOf(issue) };
  });
}
