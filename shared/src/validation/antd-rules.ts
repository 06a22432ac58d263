import type { FormRule } from 'antd';
import type { z } from 'zod';

/** Turns a message key into text: `t` of react-i18next or `translate` of @fair/shared/i18n/i18n. */
export type Translate = (key: string) => string;

function firstMessage(issues: readonly z.core.$ZodIssue[], field?: string): string | undefined {
  const issue = field === undefined ? issues[0] : issues.find((candidate) => candidate.path[0] === field);
  return issue?.message;
}

/** An antd rule from a schema of one value (e.g. phoneSchema). */
export function zodRule(schema: z.ZodType, translate: Translate): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = await schema.safeParseAsync(value);
      if (!result.success) throw new Error(translate(firstMessage(result.error.issues) ?? ''));
    },
  };
}

/**
 * An antd rule for one field of an object schema: the whole form is validated, so cross-field rules
 * (confirmation equal to password) apply; only this field's issue is shown. Give the confirmation's
 * Form.Item `dependencies={['password']}` so it re-validates when the password changes.
 */
export function zodFieldRule(schema: z.ZodType, field: string, translate: Translate): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value) => {
      const values = { ...getFieldsValue(true), [field]: value };
      const result = await schema.safeParseAsync(values);
      if (result.success) return;
      const message = firstMessage(result.error.issues, field);
      if (message !== undefined) throw new Error(translate(message));
    },
  });
}

/** Rules for every field of an object schema: `<Form.Item name="password" rules={rules.password}>`. */
export function zodFormRules<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape> | z.ZodType,
  fields: readonly (keyof Shape & string)[],
  translate: Translate,
): Record<keyof Shape & string, FormRule[]> {
  return Object.fromEntries(fields.map((field) => [field, [zodFieldRule(schema, field, translate)]])) as Record<keyof Shape & string, FormRule[]>;
}
