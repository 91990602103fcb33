import {
  CreateHistoryEventSchema,
  type CreateHistoryEvent,
  type HistoryEvent,
  type HistoryEventType,
  type UpdateHistoryEvent,
} from '@aml/shared';
import type { LinkedRecord } from '../../../components/linked-record';
import { resolverFor } from '../../../lib/forms';

/** Form state: every field as the inputs hold it. */
export type HistoryEventFormValues = {
  type: HistoryEventType;
  occurred_on: string;
  title: string;
  description: string;
  party: LinkedRecord | null;
  transaction: LinkedRecord | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the user's time zone, as a date input's value. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyHistoryEventValues(
  links: { party?: LinkedRecord | null; transaction?: LinkedRecord | null } = {},
): HistoryEventFormValues {
  return {
    type: 'meeting',
    occurred_on: today(),
    title: '',
    description: '',
    party: links.party ?? null,
    transaction: links.transaction ?? null,
  };
}

export function historyEventToValues(event: HistoryEvent): HistoryEventFormValues {
  return {
    type: event.type,
    occurred_on: event.occurred_on.slice(0, 10),
    title: event.title,
    description: event.description,
    party: event.party,
    transaction: event.transaction,
  };
}

/** The values as the API takes them on creation. */
export function valuesToInput(values: HistoryEventFormValues): CreateHistoryEvent {
  return {
    type: values.type,
    occurred_on: values.occurred_on,
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.party ? { party_code: values.party.code } : {}),
    ...(values.transaction ? { transaction_code: values.transaction.code } : {}),
  };
}

/** The values as a PATCH: links removed are sent as null. */
export function valuesToUpdate(code: string, values: HistoryEventFormValues): UpdateHistoryEvent {
  const { party_code, transaction_code, ...rest } = valuesToInput(values);
  return {
    code,
    ...rest,
    party_code: party_code ?? null,
    transaction_code: transaction_code ?? null,
  };
}

export const historyEventFormResolver = resolverFor<HistoryEventFormValues>(
  CreateHistoryEventSchema,
  valuesToInput,
);
