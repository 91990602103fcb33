import type {
  FieldErrors,
  FieldValues,
  Path,
  RefCallBack,
  Resolver,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';

/** A validation code from the shared schemas, as text in the user's language. */
export function validationText(
  code: string | undefined,
  values?: Record<string, unknown>,
): string | undefined {
  if (!code) return undefined;
  const key = `validation:${code}`;
  return i18n.exists(key) ? i18n.t(key, values) : i18n.t('validation:invalid_value');
}

/**
 * Puts the server's field errors under the form's own fields. Answers true only when every
 * error found its field; otherwise the caller shows the error above the form too.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const known = Object.keys(form.getValues());
  let placedAll = true;
  for (const field of error.fields) {
    if (known.includes(field.path.split('.')[0]!)) {
      form.setError(field.path as Path<T>, { type: 'server', message: field.code });
    } else {
      placedAll = false;
    }
  }
  return placedAll;
}

/**
 * A form resolver for a shared schema that takes the form's values once converted by
 * `toInput`. An error of a list item (citizenships.1) is shown under the list's own field.
 */
export function resolverFor<T extends FieldValues>(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: z.ZodError } },
  toInput: (values: T) => unknown,
): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success || !result.error) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.filter((part) => typeof part === 'string');
      let node = errors;
      path.slice(0, -1).forEach((part) => {
        node = (node[part] ??= {}) as Record<string, unknown>;
      });
      const leaf = path.at(-1);
      if (leaf && !node[leaf]) node[leaf] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * A react-hook-form field's props for a MUI TextField, with its ref on the input itself: so a
 * failed submit puts the focus on the first invalid field, whose error is then read out.
 */
export function bindField<Field extends { ref: RefCallBack }>({ ref, ...field }: Field) {
  return { ...field, inputRef: ref };
}
