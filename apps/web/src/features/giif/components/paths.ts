import { GIIF_TEMPLATE_TYPES } from '@aml/shared';

/** The name of a queue in paths: a template type, or `unassigned` before the kind is chosen. */
export const QUEUE_NAMES = [...GIIF_TEMPLATE_TYPES, 'unassigned'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const isQueueName = (name: string | undefined): name is QueueName =>
  QUEUE_NAMES.some((known) => known === name);

/** The overview of the reports: the cards per template and the whole queue. */
export const OVERVIEW_PATH = '/dashboard/giif-transaction';
/** The files built for GIIF. */
export const FILES_PATH = '/dashboard/giif-upload';

/** The queue of one template (or of the transactions whose kind is not chosen yet). */
export const queuePath = (name: QueueName) => `/dashboard/giif/transaction/${name}`;
/** A file's page. */
export const filePath = (code: string) => `${FILES_PATH}/${code}`;
/** Where a transaction's report is completed: its page, on the GIIF report tab. */
export const reportPath = (code: string) => `/dashboard/transactions/${code}?tab=giif`;
/** Where a party's data is completed: its page, on the data tab. */
export const partyPath = (code: string) => `/dashboard/parties/${code}?tab=data`;
/** The institution's own data (NIP, address, contact person). */
export const COMPANY_PATH = '/dashboard/company-data';
/** GIIF's XSDs, installed by the installation's administrator. */
export const SCHEMAS_PATH = '/dashboard/admin/giif-schemas';
