import { useId, useState, type InputHTMLAttributes } from 'react';
import type { PublicForm } from './login-form-parts';

/**
 * The typed values of a public form and an `input` bound to each: its id (the LoginField's), value, error
 * state and message reference. A field's message goes once it is edited; the next submit checks it again.
 */
export function usePublicFields<Name extends string>(initial: Record<Name, string>, form: PublicForm) {
  const ids = useId();
  const [values, setValues] = useState(initial);
  const { problems } = form;

  /** `filter` keeps only what the field accepts (digits of a mobile or a code) as it is typed. */
  const input = (name: Name, props: InputHTMLAttributes<HTMLInputElement>, filter: (value: string) => string = (value) => value) => (
    <input
      id={`${ids}-${name}`}
      name={name}
      value={values[name]}
      aria-invalid={Boolean(problems[name])}
      aria-describedby={problems[name] ? `${ids}-${name}-error` : undefined}
      onChange={(event) => {
        setValues((old) => ({ ...old, [name]: filter(event.target.value) }));
        if (problems[name]) form.setProblems({ ...problems, [name]: undefined });
      }}
      {...props}
    />
  );

  return { ids, values, setValues, input };
}
