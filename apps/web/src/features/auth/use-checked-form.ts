import { useRef, useState, type BaseSyntheticEvent, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { loadContracts, type Contracts } from '../../lib/contracts-on-demand';

/** What a form's check answers: the values to send, or an error code per field. */
export type CheckResult<V, Out> =
  { ok: true; values: Out } | { ok: false; errors: Partial<Record<keyof V, string>> };

/**
 * A check by the shared schema `pick` chooses, loaded with the contracts on first use: the
 * parsed values, or the first error code of each field.
 */
export function schemaCheck<V extends Record<string, string>, Out>(
  pick: (contracts: Contracts) => z.ZodType<Out, V>,
) {
  return async (values: V): Promise<CheckResult<V, Out>> => {
    // The texts of the codes come with the schema: the form shows them next.
    const [contracts] = await Promise.all([loadContracts(), import('../../i18n/code-texts')]);
    const result = pick(contracts).safeParse(values);
    if (result.success) return { ok: true, values: result.data };
    const errors: Partial<Record<keyof V, string>> = {};
    for (const { path, message } of result.error.issues) {
      const name = path[0] as keyof V;
      errors[name] ??= message;
    }
    return { ok: false, errors };
  };
}

/**
 * The state of a small form of text fields checked by `check` (a shared schema loaded on
 * demand), behaving as the react-hook-form forms do in 'onTouched' mode: a field is checked
 * when first left and then as it changes, a refused submit puts the focus on the first field
 * in error, and the server's field errors are placed with `setError`. It keeps
 * react-hook-form off the login page, the first screen most users load (performance.md); the
 * other forms use react-hook-form.
 */
export function useCheckedForm<V extends Record<string, string>, Out>(
  defaultValues: V,
  check: (values: V) => Promise<CheckResult<V, Out>>,
) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  // The values as typed so far, for checks that answer after further typing.
  const latest = useRef(values);
  const touched = useRef(new Set<keyof V>());
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const checkField = async (name: keyof V) => {
    const checked = latest.current;
    const result = await check(checked);
    if (latest.current !== checked) return; // typed on since: a newer check follows
    setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
  };

  /** The props of the field `name` for an OutlinedField: its value, error code and events. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      latest.current = { ...latest.current, [name]: event.target.value };
      setValues(latest.current);
      if (touched.current.has(name)) void checkField(name);
    },
    onBlur: () => {
      touched.current.add(name);
      void checkField(name);
    },
  });

  const handleSubmit =
    (onValid: (values: Out) => void) =>
    async (event?: BaseSyntheticEvent): Promise<void> => {
      event?.preventDefault();
      const names = Object.keys(latest.current) as (keyof V & string)[];
      names.forEach((name) => touched.current.add(name));
      const result = await check(latest.current);
      if (!result.ok) {
        const { errors: found } = result;
        setErrors(found);
        const first = names.find((name) => found[name]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      onValid(result.values);
    };

  return {
    field,
    handleSubmit,
    /** Places an error (the server's) at a field, as react-hook-form's setError does. */
    setError: (name: keyof V, error: { message?: string }) =>
      setErrors((current) => ({ ...current, [name]: error.message })),
    getValues: () => latest.current,
  };
}
