import type { FastifySchemaValidationError } from 'fastify';
import { AppError } from './app-error';
import { fieldProblems } from './validation-errors';

/** The shared form schemas mark required fields with prompts such as `common:validation.logoRequired`. */
const isRequiredPrompt = (message: string | undefined) => /^common:validation\.(\w+Required|required)$/.test(message ?? '');

/**
 * A form's schema failures as the 422 envelope, where a missing or blank required field reads "required"
 * (the shared schema's prompt key) rather than a type or length complaint. Routes opt in with
 * `attachValidation: true` and call this when `request.validationError` is set.
 */
export function formProblems(error: Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }): AppError {
  const validation = error.validation ?? [];
  const problems = fieldProblems(validation, error.validationContext).map((problem, index) =>
    isRequiredPrompt(validation[index]?.message) ? { field: problem.field, messageKey: 'validation.required' as const } : problem,
  );
  return new AppError(422, 'errors.validation', undefined, { errors: problems });
}
