import type { FastifySchemaValidationError } from 'fastify';
import zhCn from '@fair/locales/messages/zh-cn/server.json';
import { AppError } from '../../lib/http/app-error';
import type { MessageKey } from '../../lib/i18n/translate';
import { fieldProblems } from '../../lib/http/validation-errors';

const AUTH_KEYS = new Set(Object.keys(zhCn.auth));

/**
 * The shared auth schemas (shared/src/validation/auth.ts) word their failures as common-namespace keys,
 * e.g. `common:validation.passwordRule`; the server answers the same prompt from its own catalogue
 * (`auth.passwordRule`), so browser and server say the same thing. Other failures keep the generic text.
 */
export function authFormProblems(error: Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }): AppError {
  const validation = error.validation ?? [];
  const problems = fieldProblems(validation, error.validationContext).map((problem, index) => {
    const name = /^common:validation\.(\w+)$/.exec(validation[index]?.message ?? '')?.[1];
    return name && AUTH_KEYS.has(name) ? { field: problem.field, messageKey: `auth.${name}` as MessageKey } : problem;
  });
  return new AppError(422, 'errors.validation', undefined, { errors: problems });
}
