import {
  CreateGiifNotificationSchema,
  GIIF_NOTIFICATION_LEGAL_BASIS,
  type CreateGiifNotificationInput,
  type GiifNotification,
  type GiifNotificationKind,
  type UpdateGiifNotification,
} from '@aml/shared';
import type { LinkedRecord } from '../../../components/linked-record';
import { resolverFor } from '../../../lib/forms';

/** Form state: every field as the inputs hold it ('' for an empty text, kind or time). */
export type NotificationFormValues = {
  kind: GiifNotificationKind | '';
  legal_basis: string;
  /** YYYY-MM-DDTHH:mm in the user's time ('' for none). */
  suspicion_confirmed_at: string;
  justification: string;
  parties: LinkedRecord[];
  transactions: LinkedRecord[];
  /** The alert it is made from, fixed once the form is opened from it. */
  alert: LinkedRecord | null;
  assets: { description: string; held_at: string }[];
};

export function emptyNotificationValues(from: {
  parties?: LinkedRecord[];
  transactions?: LinkedRecord[];
  alert?: LinkedRecord | null;
}): NotificationFormValues {
  return {
    kind: '',
    legal_basis: '',
    suspicion_confirmed_at: '',
    justification: '',
    parties: from.parties ?? [],
    transactions: from.transactions ?? [],
    alert: from.alert ?? null,
    assets: [],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the date-and-time picker keeps it, in the user's time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The picker's local time as an instant; what is not one is passed on to fail validation. */
export function localToInstant(value: string): string | null {
  if (value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The default legal basis of a kind ('' before a kind is chosen). */
export const legalBasisOf = (kind: GiifNotificationKind | '') =>
  kind ? GIIF_NOTIFICATION_LEGAL_BASIS[kind] : '';

/** The values as the API takes them on creation. */
export function valuesToInput(values: NotificationFormValues): CreateGiifNotificationInput {
  return {
    kind: values.kind as GiifNotificationKind,
    legal_basis: values.legal_basis.trim(),
    justification: values.justification,
    suspicion_confirmed_at: localToInstant(values.suspicion_confirmed_at),
    parties: values.parties.map((p) => p.code),
    transactions: values.transactions.map((t) => t.code),
    alert: values.alert?.code ?? null,
    assets: values.assets.map((a) => ({ description: a.description, held_at: a.held_at })),
  };
}

/** A draft's changes, as PATCH takes them: the whole form, the alert aside. */
export function valuesToUpdate(values: NotificationFormValues): UpdateGiifNotification {
  const { alert: _alert, ...input } = valuesToInput(values);
  return {
    ...input,
    parties: input.parties ?? [],
    transactions: input.transactions ?? [],
    assets: (input.assets ?? []).map((a) => ({ ...a, held_at: a.held_at ?? '' })),
  };
}

export function notificationToValues(n: GiifNotification): NotificationFormValues {
  return {
    kind: n.kind,
    legal_basis: n.legal_basis,
    suspicion_confirmed_at: n.suspicion_confirmed_at ? toLocalInput(n.suspicion_confirmed_at) : '',
    justification: n.justification,
    parties: n.parties.map((p) => ({ code: p.code, display_name: p.name })),
    transactions: n.transactions.map((t) => ({
      code: t.code,
      display_name: `${t.amount} ${t.currency} · ${t.code}`,
    })),
    alert: n.alert ? { code: n.alert.code, display_name: n.alert.title } : null,
    assets: n.assets,
  };
}

/** The form is checked with the API's own schema. */
export const notificationFormResolver = resolverFor<NotificationFormValues>(
  CreateGiifNotificationSchema,
  valuesToInput,
);
