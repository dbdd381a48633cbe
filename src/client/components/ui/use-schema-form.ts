import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';

type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The first message per field of a failed parse, for the messages under the inputs. */
export function fieldErrors<Values>(error: z.ZodError): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof Values & string;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Form state validated by a shared schema: the same rules and messages the
 * API applies. `validate()` shows the messages and returns the parsed values,
 * or null when the form must not be sent.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, string>>>(
  schema: Schema,
  initial: z.input<Schema>,
) {
  type Values = z.input<Schema>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  return {
    values,
    errors,
    /** Value, change handler and ref for a text field. */
    bind: (name: keyof Values & string) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      // On a slow connection a reader types before the page is live; what the
      // server-rendered field holds then is adopted, not wiped by hydration.
      ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (node && node.value !== '' && node.value !== values[name]) {
          const typed = node.value;
          setValues((current) => ({ ...current, [name]: typed }));
        }
      },
    }),
    /** Sets one field, for a control that is not a text input (a select). */
    set<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
      setValues((current) => ({ ...current, [name]: value }));
    },
    validate(): z.output<Schema> | null {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors<Values>(parsed.error));
        return null;
      }
      setErrors({});
      return parsed.data;
    },
    reset() {
      setValues(initial);
      setErrors({});
    },
  };
}
