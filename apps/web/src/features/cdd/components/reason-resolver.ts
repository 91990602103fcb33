import type { FieldErrors, Resolver } from 'react-hook-form';

export type ReasonValues = { reason: string };

/**
 * A reason is written: blank is not one. The API refuses one left out as well; asking here
 * keeps the dialog, and what else was typed in it, open.
 */
export const reasonResolver: Resolver<ReasonValues> = (values) => {
  if (values.reason.trim()) return { values, errors: {} };
  const errors: FieldErrors<ReasonValues> = {
    reason: { type: 'required', message: 'required' },
  };
  return { values: {}, errors };
};
