import type { FastifySchemaValidationError } from 'fastify';
import zhCn from '@fair/locales/messages/zh-cn/server.json';
import { AppError } from '../../lib/http/app-error';
import { fieldProblems } from '../../lib/http/validation-errors';
import type { MessageKey } from '../../lib/i18n/translate';

const OWN_KEYS = new Set(Object.keys(zhCn.registration));
const AUTH_KEYS = new Set(Object.keys(zhCn.auth));

/**
 * The shared registration schema words its failures as common-namespace keys (`common:validation.privacyRequired`);
 * the server answers the same prompts from its catalogue (registration.*, else auth.*, else validation.required
 * for other required prompts), so the page and the server say the same thing.
 */
export function registrationProblems(error: Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }): AppError {
  const validation = error.validation ?? [];
  const problems = fieldProblems(validation, error.validationContext).map((problem, index) => {
    const name = /^common:validation\.(\w+)$/.exec(validation[index]?.message ?? '')?.[1];
    if (!name) return problem;
    if (OWN_KEYS.has(name)) return { field: problem.field, messageKey: `registration.${name}` as MessageKey };
    if (AUTH_KEYS.has(name)) return { field: problem.field, messageKey: `auth.${name}` as MessageKey };
    if (name === 'required') return { field: problem.field, messageKey: 'validation.required' as const };
    return problem;
  });
  return new AppError(422, 'errors.validation', undefined, { errors: problems });
}
