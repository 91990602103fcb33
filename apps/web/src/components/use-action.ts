import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorText } from '../lib/api-client';
import { applyFieldErrors } from '../lib/forms';

/** A form of any values, as far as placing errors at its fields goes. */
export type AnyForm = {
  setError: (name: never, error: { type: string; message?: string }) => void;
  getValues: () => unknown;
};

/** Where the server's field errors go: a form's fields, or a function that places them. */
export type FieldErrorTarget = AnyForm | ((error: unknown) => boolean);

export type ActionOptions<Input, Result> = {
  /** The queries the write makes stale, fetched again before `onDone`. */
  refresh?: readonly QueryKey[];
  /** After success and the refresh: close a form, say so, go elsewhere. */
  onDone?: (result: Result, input: Input) => unknown;
  /** After a failure, whose text is already in `failure` (unless placed at fields). */
  onFailed?: (error: unknown, input: Input) => unknown;
  /** The server's field errors land under these fields; only the rest is in `failure`. */
  fields?: FieldErrorTarget;
  /** The text of a failure (a feature with codes of its own); errorText otherwise. */
  describe?: (error: unknown) => string;
};

/**
 * The one way to send a change to the server (UI-PATTERNS: feedback). It runs the call once
 * at a time (`busy` disables the button that started it), fetches again what the change made
 * stale, and keeps the failure as text for an alert that stays until dismissed or run again.
 */
export function useAction<Input = void, Result = unknown>(
  call: (input: Input) => Promise<Result>,
  options: ActionOptions<Input, Result> = {},
) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => setFailure(null),
    onSuccess: async (result, input) => {
      await Promise.all(
        (options.refresh ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await options.onDone?.(result, input);
    },
    onError: (error, input) => {
      const target = options.fields;
      const placed =
        typeof target === 'function'
          ? target(error)
          : target !== undefined &&
            applyFieldErrors(
              error,
              target as unknown as Pick<UseFormReturn, 'setError' | 'getValues'>,
            );
      if (!placed) setFailure((options.describe ?? errorText)(error));
      options.onFailed?.(error, input);
    },
  });
  return {
    /** Starts the call; a second press while it runs is ignored. */
    run: (input: Input) => {
      if (!mutation.isPending) mutation.mutate(input);
    },
    busy: mutation.isPending,
    /** The failure as text, null when there is none. */
    failure,
    dismiss: () => setFailure(null),
    /** The last answer, once it succeeded. */
    result: mutation.data,
    done: mutation.isSuccess,
    /** The last failure itself, for pages that show more than its text. */
    error: mutation.error,
    /** What the running call was given (the row a toggle changes). */
    input: mutation.isPending ? mutation.variables : undefined,
    /** Forgets the last outcome (a dialog opened again starts clean). */
    reset: () => {
      mutation.reset();
      setFailure(null);
    },
  };
}

export type Action<Input = void, Result = unknown> = ReturnType<typeof useAction<Input, Result>>;
