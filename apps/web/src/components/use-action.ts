import { QueryClientContext, type QueryKey } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useRef, useState } from 'react';
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

type Outcome<Input, Result> =
  | { status: 'idle' }
  | { status: 'pending'; input: Input }
  | { status: 'success'; result: Result }
  // Typed as TanStack Query types its errors (what a call throws is an Error).
  | { status: 'error'; error: Error };

/** Waits while the browser is offline, as TanStack Query's mutations did: the call is sent then. */
function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/**
 * The one way to send a change to the server (UI-PATTERNS: feedback). It runs the call once
 * at a time (`busy` disables the button that started it), fetches again what the change made
 * stale, and keeps the failure as text for an alert that stays until dismissed or run again.
 *
 * It keeps its state itself rather than in a TanStack Query mutation, so that the login page,
 * which sends its form with it, loads without the query cache (performance.md); the queries to
 * refresh are those of the cache the page is in, where there is one.
 */
export function useAction<Input = void, Result = unknown>(
  call: (input: Input) => Promise<Result>,
  options: ActionOptions<Input, Result> = {},
) {
  const queryClient = useContext(QueryClientContext);
  const [outcome, setOutcome] = useState<Outcome<Input, Result>>({ status: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  // The run under way, if any: a reset or a newer run makes its outcome no longer shown.
  const current = useRef<object | null>(null);
  const latest = useRef({ call, options, queryClient });
  useLayoutEffect(() => {
    latest.current = { call, options, queryClient };
  });

  const send = async (input: Input, run: object) => {
    const { call: sendCall, options: sent, queryClient: cache } = latest.current;
    const show = (next: Outcome<Input, Result>) => {
      if (current.current !== run) return;
      current.current = null;
      setOutcome(next);
    };
    try {
      await whenOnline();
      const result = await sendCall(input);
      await Promise.all(
        (sent.refresh ?? []).map((queryKey) => cache?.invalidateQueries({ queryKey })),
      );
      await sent.onDone?.(result, input);
      show({ status: 'success', result });
    } catch (error) {
      // The error texts, where the page came without them (the login page).
      await import('../i18n/code-texts');
      const target = sent.fields;
      const placed =
        typeof target === 'function'
          ? target(error)
          : target !== undefined &&
            applyFieldErrors(
              error,
              target as unknown as Pick<UseFormReturn, 'setError' | 'getValues'>,
            );
      if (!placed) setFailure((sent.describe ?? errorText)(error));
      sent.onFailed?.(error, input);
      show({ status: 'error', error: error as Error });
    }
  };

  return {
    /** Starts the call; a second press while it runs is ignored. */
    run: (input: Input) => {
      if (current.current) return;
      const run = {};
      current.current = run;
      setFailure(null);
      setOutcome({ status: 'pending', input });
      void send(input, run);
    },
    busy: outcome.status === 'pending',
    /** The failure as text, null when there is none. */
    failure,
    dismiss: () => setFailure(null),
    /** The last answer, once it succeeded. */
    result: outcome.status === 'success' ? outcome.result : undefined,
    done: outcome.status === 'success',
    /** The last failure itself, for pages that show more than its text. */
    error: outcome.status === 'error' ? outcome.error : null,
    /** What the running call was given (the row a toggle changes). */
    input: outcome.status === 'pending' ? outcome.input : undefined,
    /** Forgets the last outcome (a dialog opened again starts clean). */
    reset: () => {
      current.current = null;
      setOutcome({ status: 'idle' });
      setFailure(null);
    },
  };
}

export type Action<Input = void, Result = unknown> = ReturnType<typeof useAction<Input, Result>>;
