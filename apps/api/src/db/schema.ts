import {
  TEAM_ROLES,
  type Address,
  type NotificationSettings,
  type ObligatedInstitution,
  type AlertLink,
  type BacktestResults,
  type CddSettingsInput,
  type CddTemplates,
  type CddTriggerRecord,
  type Message,
  type RedFlagEntry,
  type RegistryAnswer,
  type RegistryEntity,
  type RegistryPerson,
  type ScanHit,
} from '@aml/shared';
import { sql } from 'drizzle-orm';
import type { StoredExplanation, StoredRuleSetDefinition } from '../engines/risk-rules/index.js';
import type { ListEntry, MatchExplanation } from '../engines/sanctions-matching/index.js';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one Drizzle schema for PGlite and PostgreSQL. Internal numeric ids never leave the
 * server; every entity a user can address has a random `code`.
 */

/** Raw bytes kept in the database: signed report files and GIIF's receipts, small and few. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What a list's text search reads (db/search.ts): the columns folded as the query is, by
 * `aml_search_fold` (migration 0024), kept by the database on every write, whoever writes.
 */
const searchText = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(`aml_search_fold(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`),
  );

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    language: text('language', { enum: ['en', 'pl'] })
      .notNull()
      .default('en'),
    /** Partner/verification code remembered with the language choice (spec section 2). */
    ppv_code: text('ppv_code'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the account was deleted: personal data is erased, the row stays for the audit trail. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** The team whose data the user works in (a personal profile is a team too). */
    current_team_id: bigint('current_team_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_code_key').on(t.code), uniqueIndex('users_email_key').on(t.email)],
);

export const teams = pgTable(
  'teams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['individual', 'organization'] }).notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    /** Deleted teams are kept for the five-year retention duty and hidden everywhere. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teams_code_key').on(t.code)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.team_id, t.user_id] }),
    index('team_members_user_id_idx').on(t.user_id),
  ],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** active, rejected or fulfilled; `expired` is derived from expires_at when read. */
    status: text('status', { enum: ['active', 'rejected', 'fulfilled'] })
      .notNull()
      .default('active'),
    invited_by: bigint('invited_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    handled_at: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_code_key').on(t.code),
    index('team_invitations_team_id_idx').on(t.team_id, t.created_at),
    index('team_invitations_email_idx').on(t.email),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** The last request seen, at most a minute stale: a session idle too long has ended. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_id_idx').on(t.user_id),
  ],
);

/** Single-use codes sent by e-mail (verification, password reset, later account deletion). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', {
      enum: ['email_verification', 'password_reset', 'account_deletion'],
    }).notNull(),
    code_hash: text('code_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_time_codes_code_hash_key').on(t.code_hash),
    index('one_time_codes_user_id_idx').on(t.user_id, t.purpose),
  ],
);

/** Fixed-window counters shared by every API process (rate limits live in the database). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The e-mail outbox: every message is stored first (in the transaction of the change that
 * caused it) and delivered by the dispatcher, so a crash never loses one.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  // The dispatcher claims unsent messages in id order: an index of those alone keeps the claim
  // from walking past every message already sent, however many there are.
  (t) => [
    index('email_messages_unsent_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/**
 * The audit trail: append-only (a trigger refuses updates and deletes). Events are inserted in
 * the transaction of the change; the hash chain is linked afterwards into `audit_chain`, so
 * writers never queue on it (ADR 4, ADR 8). The id's default (migration 0020) takes the
 * writer's transaction id before the sequence's next value, which the linker's horizon relies on.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' }).references(() => teams.id),
    actor_user_id: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    entity_type: text('entity_type').notNull(),
    entity_code: text('entity_code'),
    action: text('action').notNull(),
    /** Changed fields as { field: [before, after] }, or facts of the event. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    request_id: text('request_id'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_events_team_id_idx').on(t.team_id, t.created_at)],
);

/**
 * The hash chain of the audit trail, one row per linked event in chain order (ADR 8). Its own
 * narrow table, so that linking inserts a small row instead of rewriting every event's.
 * Append-only, like the events.
 */
export const auditChain = pgTable(
  'audit_chain',
  {
    position: bigint('position', { mode: 'number' }).primaryKey(),
    event_id: bigint('event_id', { mode: 'number' }).notNull(),
    prev_hash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('audit_chain_event_id_key').on(t.event_id)],
);

/**
 * One row: every audit event with an id at or below `linked_through` is linked, and no other
 * can still commit there. The linker looks for unlinked events only above it.
 */
export const auditChainHorizon = pgTable(
  'audit_chain_horizon',
  {
    only_row: boolean('only_row').primaryKey().default(true),
    linked_through: bigint('linked_through', { mode: 'number' }).notNull(),
  },
  (t) => [check('audit_chain_horizon_only_row', sql`${t.only_row}`)],
);

/** The obligated institution behind a team: the data of the GIIF identification form. */
export const obligatedInstitutions = pgTable(
  'obligated_institutions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    legal_form: text('legal_form').notNull(),
    institution_type: text('institution_type').notNull(),
    nip: text('nip').notNull(),
    regon: text('regon').notNull(),
    krs: text('krs').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    contact_person: jsonb('contact_person')
      .$type<ObligatedInstitution['contact_person']>()
      .notNull(),
    /**
     * When the institution last filed GIIF's identification form (art. 77): the 2025 amendment
     * makes those who filed before 1 July 2025 file again.
     */
    identification_form_filed_on: date('identification_form_filed_on', { mode: 'string' }),
    updated_by: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('obligated_institutions_team_id_key').on(t.team_id)],
);

export const userConsents = pgTable('user_consents', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  marketing_emails: boolean('marketing_emails').notNull(),
  product_news: boolean('product_news').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Per team and admin: which e-mail notifications they receive. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    settings: jsonb('settings').$type<NotificationSettings>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.user_id] })],
);

type PartyAddress = Partial<
  Record<
    'country' | 'region' | 'city' | 'street' | 'postal_code' | 'house_number' | 'flat_number',
    string
  >
>;
type PartyContact = Partial<Record<'email' | 'phone' | 'phone_country_code', string>>;
type PartyDocument = {
  type: string;
  number: string;
  expiry_date?: string;
  without_expiration: boolean;
};

/** The institution's customers and counterparties (spec section 3). */
export const parties = pgTable(
  'parties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    entity_type: text('entity_type').notNull(),
    status: text('status').notNull(),
    name: text('name'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    gender: text('gender'),
    pesel: text('pesel'),
    birth_date: date('birth_date', { mode: 'string' }),
    birth_country: text('birth_country'),
    citizenships: text('citizenships')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tax_id: text('tax_id'),
    tax_id_country: text('tax_id_country'),
    regon: text('regon'),
    /** A company's legal form (forma organizacyjna, art. 36 ust. 1 pkt 2 lit. b), as KRS or REGON words it. */
    legal_form: text('legal_form'),
    bank_account: text('bank_account'),
    employment_type: text('employment_type'),
    document: jsonb('document').$type<PartyDocument>(),
    accommodation_address: jsonb('accommodation_address').$type<PartyAddress>(),
    forwarding_address: jsonb('forwarding_address').$type<PartyAddress>(),
    business_address: jsonb('business_address').$type<PartyAddress>(),
    contact: jsonb('contact').$type<PartyContact>(),
    company_contact: jsonb('company_contact').$type<PartyContact>(),
    references: text('references'),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pep: boolean('pep'),
    /** Risk status of spec section 4: pending until the risk module has assessed the party. */
    risk_level: text('risk_level').notNull().default('pending'),
    /** The names, qualifiers and list versions of the last sanctions screening: unchanged, none runs. */
    sanctions_fingerprint: text('sanctions_fingerprint'),
    sanctions_screened_at: timestamp('sanctions_screened_at', { withTimezone: true }),
    /** Beneficial owners and board members belong to a company or sole proprietorship. */
    parent_party_id: bigint('parent_party_id', { mode: 'number' }).references(
      (): AnyPgColumn => parties.id,
    ),
    /** A beneficial owner's share, in per cent. */
    share: numeric('share', { precision: 5, scale: 2 }),
    /** A beneficial owner's votes, in per cent. */
    votes: numeric('votes', { precision: 5, scale: 2 }),
    /** A beneficial owner's control by other means than shares and votes (CRBR). */
    other_control: text('other_control'),
    /** A board member's function, e.g. "Prezes Zarządu". */
    board_role: text('board_role'),
    /** Names and code, folded for the search ('al-douri' finds 'Al Douri'). */
    search_text: searchText('name', 'first_name', 'last_name', 'code'),
    /** Each identifier without its separators: 5261040834 finds 526-104-08-34. */
    search_ids: text('search_ids').generatedAlwaysAs(
      sql.raw(
        ['tax_id', 'pesel', 'regon', 'bank_account']
          .map((c) => `aml_search_compact(${c})`)
          .join(` || ' ' || `),
      ),
    ),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    /** Deleted parties stay for the five-year retention duty and vanish from lists. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** GIIF may extend retention (art. 49 ust. 2): no purge of the party before this day. */
    legal_hold_until: date('legal_hold_until', { mode: 'string' }),
    legal_hold_reason: text('legal_hold_reason'),
  },
  (t) => [
    uniqueIndex('parties_code_key').on(t.code),
    index('parties_team_id_created_at_idx').on(t.team_id, t.created_at),
    index('parties_team_id_risk_level_idx').on(t.team_id, t.risk_level),
    index('parties_team_id_pesel_idx').on(t.team_id, t.pesel),
    index('parties_team_id_tax_id_idx').on(t.team_id, t.tax_id),
    index('parties_parent_party_id_idx').on(t.parent_party_id),
  ],
);

/**
 * What a team's customers buy, sell and transfer (spec section 3). The amount is exact; the
 * EUR value of art. 5 is null while the rate in force on the booking day is not known.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 26, scale: 8 }).notNull(),
    /** ISO 4217, or a virtual-currency asset code for the crypto types. */
    currency: text('currency').notNull(),
    amount_eur: numeric('amount_eur', { precision: 22, scale: 2 }),
    /** The NBP table (or "manual") the EUR value came from, its day and its rates. */
    rate_table: text('rate_table'),
    rate_date: date('rate_date', { mode: 'string' }),
    rate: numeric('rate', { precision: 20, scale: 8 }),
    eur_rate: numeric('eur_rate', { precision: 20, scale: 8 }),
    booked_at: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** The booking day in Warsaw: the day whose NBP table converts the amount. */
    booked_on: date('booked_on', { mode: 'string' }).notNull(),
    payment_date: date('payment_date', { mode: 'string' }),
    payment_method: text('payment_method'),
    country_of_order: text('country_of_order'),
    description: text('description'),
    risk_level: text('risk_level').notNull().default('pending'),
    /**
     * Set while the transaction's assessment found it over a reporting threshold (art. 72):
     * the last day to report it to GIIF, and why. The reports module picks it up from here.
     */
    giif_report_due: date('giif_report_due', { mode: 'string' }),
    giif_report_reason: jsonb('giif_report_reason').$type<{ en: string; pl: string }>(),
    search_text: searchText('code', 'description'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    /** Deleted transactions stay for the retention duty and vanish from lists. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('transactions_giif_report_due_idx')
      .on(t.team_id, t.giif_report_due)
      .where(sql`${t.giif_report_due} is not null and ${t.deleted_at} is null`),
    uniqueIndex('transactions_code_key').on(t.code),
    // This index and the amount_eur one carry the filtered columns (INCLUDE, written in
    // migration 0010: Drizzle cannot express it), so searches and quarterly sums count from
    // the index alone.
    index('transactions_team_id_booked_at_idx').on(t.team_id, t.booked_at),
    index('transactions_team_id_created_at_idx').on(t.team_id, t.created_at),
    index('transactions_team_id_amount_eur_idx').on(t.team_id, t.amount_eur),
    // Transactions still waiting for their rate, completed when the rate arrives.
    index('transactions_pending_eur_idx')
      .on(t.currency, t.booked_on)
      .where(sql`${t.amount_eur} is null and ${t.deleted_at} is null`),
  ],
);

/** Which parties take part in a transaction, and as what (transaction_entity). */
export const transactionParties = pgTable(
  'transaction_parties',
  {
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    party_id: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => parties.id),
    role: text('role').notNull(),
    position: integer('position').notNull(),
    /**
     * The transaction's booking time, so a party's transactions of a window are one range of
     * the index, newest last: the few newest are read without the rest of the window.
     */
    booked_at: timestamp('booked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transaction_id, t.party_id, t.role] }),
    index('transaction_parties_party_id_booked_at_idx').on(
      t.party_id,
      t.booked_at,
      t.transaction_id,
    ),
  ],
);

/**
 * A party's transactions in aggregate (issue 9): what the rules over history read, so that
 * their cost does not grow with the length of the history. A transaction counts for each of its
 * parties other than representatives while it is not canceled or deleted and its EUR value is
 * known. `version` grows with every change: a writer that read the aggregates at version N
 * writes only if they are still at N (optimistic concurrency, docs/transaction-rules.md).
 */
export const partyActivity = pgTable('party_activity', {
  party_id: bigint('party_id', { mode: 'number' })
    .primaryKey()
    .references(() => parties.id),
  team_id: bigint('team_id', { mode: 'number' })
    .notNull()
    .references(() => teams.id),
  version: bigint('version', { mode: 'number' }).notNull(),
  transaction_count: integer('transaction_count').notNull(),
  amount_eur_sum: numeric('amount_eur_sum', { precision: 24, scale: 2 }).notNull(),
  /** For the standard deviation of the party's amounts; exact, so unbounded. */
  amount_eur_sum_squares: numeric('amount_eur_sum_squares').notNull(),
});

/** The same aggregates per Warsaw booking day: a window of N days reads at most N rows. */
export const partyActivityDays = pgTable(
  'party_activity_days',
  {
    party_id: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => parties.id),
    day: date('day', { mode: 'string' }).notNull(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    transaction_count: integer('transaction_count').notNull(),
    amount_eur_sum: numeric('amount_eur_sum', { precision: 24, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.party_id, t.day] })],
);

/**
 * Average exchange rates in PLN per unit (NBP table A, or entered by an administrator), shared
 * by every team: the public rates of art. 5.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    table_no: text('table_no').notNull(),
    mid: numeric('mid', { precision: 20, scale: 8 }).notNull(),
    source: text('source').notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.effective_date] })],
);

/**
 * Per currency, the last day through which its rates are known to be complete: a day after it
 * may have a table nobody has fetched yet, so no EUR value is computed for it.
 */
export const exchangeRateCoverage = pgTable('exchange_rate_coverage', {
  currency: text('currency').primaryKey(),
  checked_through: date('checked_through', { mode: 'string' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dated record of the customer relationship: a meeting, a document, a decision, a report. */
export const historyEvents = pgTable(
  'history_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    search_text: searchText('title', 'description', 'code'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('history_events_code_key').on(t.code),
    index('history_events_team_id_occurred_on_idx').on(t.team_id, t.occurred_on),
    index('history_events_party_id_idx').on(t.party_id),
    index('history_events_transaction_id_idx').on(t.transaction_id),
  ],
);

/** Comments on history events, tasks and alerts: one table, one implementation. */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: bigint('entity_id', { mode: 'number' }).notNull(),
    author_id: bigint('author_id', { mode: 'number' }).references(() => users.id),
    body: text('body').notNull(),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('comments_code_key').on(t.code),
    index('comments_entity_idx').on(t.entity_type, t.entity_id, t.created_at),
  ],
);

/**
 * Something a person must look at and decide: raised by a rule, the screening, a due-diligence
 * reminder or by hand. `subject_key` names what it is about for its source (a rule and a
 * party, a list entry and a party…): while one alert of a source and subject is open, raising
 * it again finds that one instead of opening a second (the partial unique index).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    source: text('source').notNull(),
    subject_key: text('subject_key'),
    severity: text('severity').notNull(),
    /**
     * The words as first written (for an alert the application raised: in both languages, what
     * the search reads); when `title_message` is set, a reader reads that in their language
     * (docs/alerts.md, "Titles and explanations"). Alerts raised before messages have only these.
     */
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    title_message: jsonb('title_message').$type<Message>(),
    explanation_message: jsonb('explanation_message').$type<Message>(),
    status: text('status').notNull(),
    resolution_note: text('resolution_note'),
    due_date: date('due_date', { mode: 'string' }),
    assignee_id: bigint('assignee_id', { mode: 'number' }).references(() => users.id),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    links: jsonb('links').$type<AlertLink[]>().notNull().default([]),
    search_text: searchText('title', 'explanation', 'code'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_code_key').on(t.code),
    index('alerts_team_id_status_idx').on(t.team_id, t.status),
    index('alerts_team_id_created_at_idx').on(t.team_id, t.created_at),
    index('alerts_assignee_id_status_idx').on(t.assignee_id, t.status),
    index('alerts_party_id_idx').on(t.party_id),
    index('alerts_transaction_id_idx').on(t.transaction_id),
    uniqueIndex('alerts_open_subject_key')
      .on(t.team_id, t.source, t.subject_key)
      .where(
        sql`${t.subject_key} is not null and ${t.deleted_at} is null and ${t.status} in ('new', 'in_progress', 'escalated')`,
      ),
  ],
);

/** Every status an alert went through, with who moved it and why: its trail for an inspector. */
export const alertStatusChanges = pgTable(
  'alert_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alert_id: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    note: text('note'),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_status_changes_alert_id_idx').on(t.alert_id, t.id)],
);

/** Work for a person of the team: assigned, dated, prioritised, linked to what it is about. */
export const tasks = pgTable(
  'tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    /** As the alerts' title and explanation: the words written, and the messages read. */
    title: text('title').notNull(),
    description: text('description'),
    title_message: jsonb('title_message').$type<Message>(),
    description_message: jsonb('description_message').$type<Message>(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    due_date: date('due_date', { mode: 'string' }),
    assignee_id: bigint('assignee_id', { mode: 'number' }).references(() => users.id),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    alert_id: bigint('alert_id', { mode: 'number' }).references(() => alerts.id),
    /** For tasks raised by the application: what raised them and about what (de-duplication). */
    source: text('source'),
    subject_key: text('subject_key'),
    search_text: searchText('title', 'description', 'code'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tasks_code_key').on(t.code),
    index('tasks_alert_id_idx').on(t.alert_id),
    uniqueIndex('tasks_open_subject_key')
      .on(t.team_id, t.source, t.subject_key)
      .where(
        sql`${t.subject_key} is not null and ${t.deleted_at} is null and ${t.status} in ('new', 'in_progress')`,
      ),
    index('tasks_team_id_status_idx').on(t.team_id, t.status),
    index('tasks_assignee_id_status_idx').on(t.assignee_id, t.status),
  ],
);

/**
 * A team's rule sets (issue 8): exactly one active per team (the partial unique index). The
 * rules themselves live in immutable versions, so an assessment can always be explained by
 * the version it was made with.
 */
export const ruleSets = pgTable(
  'rule_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    current_version: integer('current_version').notNull().default(1),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rule_sets_code_key').on(t.code),
    uniqueIndex('rule_sets_one_active')
      .on(t.team_id)
      .where(sql`${t.active} and ${t.deleted_at} is null`),
  ],
);

/** One immutable version of a rule set: its rules, their configuration, lists and scheme. */
export const ruleSetVersions = pgTable(
  'rule_set_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rule_set_id: bigint('rule_set_id', { mode: 'number' })
      .notNull()
      .references(() => ruleSets.id),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<StoredRuleSetDefinition>().notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rule_set_versions_key').on(t.rule_set_id, t.version)],
);

/**
 * What one rule said in an assessment, with its explanation and the data it missed. Stored in
 * the assessment's row, in the order of the version's rules: results never change once made
 * (a person's rejection is a row of `rule_result_rejections`), and as rows of their own the
 * results of a recorded transaction made much of its write (their indexes and their
 * foreign-key checks; ADR 7).
 */
export type StoredRuleResult = {
  rule_code: string;
  kind: string;
  status: string;
  risk: string | null;
  /** Written out, or a text's name and arguments, written when read (ADR 9). */
  explanation: StoredExplanation;
  missing: string[];
};

/**
 * A risk assessment of a party or of a transaction (exactly one is set): the level the rules
 * computed, each rule's result, and a person's override with its reason beside it. The newest
 * one of a party or transaction is its current assessment. The table keeps rows of up to a
 * page uncompressed (toast_tuple_target, set in migration 0018): compressing the results of
 * every new assessment cost more than writing them.
 */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    rule_set_version_id: bigint('rule_set_version_id', { mode: 'number' })
      .notNull()
      .references(() => ruleSetVersions.id),
    computed_level: text('computed_level').notNull(),
    /** What counts: the override when there is one, else the computed level. */
    level: text('level').notNull(),
    reason: jsonb('reason').$type<{ en: string; pl: string }>().notNull(),
    results: jsonb('results').$type<StoredRuleResult[]>().notNull().default([]),
    override_level: text('override_level'),
    override_reason: text('override_reason'),
    overridden_by: bigint('overridden_by', { mode: 'number' }).references(() => users.id),
    overridden_at: timestamp('overridden_at', { withTimezone: true }),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('risk_assessments_code_key').on(t.code),
    // Partial: an assessment is of a party or of a transaction, and the other column's entries
    // (all nulls) would be written with every assessment and never read.
    index('risk_assessments_party_id_idx')
      .on(t.party_id, t.id)
      .where(sql`${t.party_id} is not null`),
    index('risk_assessments_transaction_id_idx')
      .on(t.transaction_id, t.id)
      .where(sql`${t.transaction_id} is not null`),
    index('risk_assessments_team_id_created_at_idx').on(t.team_id, t.created_at),
  ],
);

/** A person set a rule's finding aside, with the reason: it no longer counts in the level. */
export const ruleResultRejections = pgTable(
  'rule_result_rejections',
  {
    assessment_id: bigint('assessment_id', { mode: 'number' })
      .notNull()
      .references(() => riskAssessments.id),
    /** The result's place in the assessment's `results`. */
    position: smallint('position').notNull(),
    reason: text('reason').notNull(),
    rejected_by: bigint('rejected_by', { mode: 'number' }).references(() => users.id),
    rejected_at: timestamp('rejected_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assessment_id, t.position] })],
);

/**
 * A back-test (issue 9): a rule set version run over the transactions of a period without
 * changing anything; a job any API process may take (docs/transaction-rules.md).
 */
export const backtests = pgTable(
  'backtests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    rule_set_id: bigint('rule_set_id', { mode: 'number' })
      .notNull()
      .references(() => ruleSets.id),
    rule_set_version_id: bigint('rule_set_version_id', { mode: 'number' })
      .notNull()
      .references(() => ruleSetVersions.id),
    booked_from: date('booked_from', { mode: 'string' }).notNull(),
    booked_to: date('booked_to', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    results: jsonb('results').$type<BacktestResults>(),
    error: text('error'),
    /** Written while running: a job whose process stopped is taken up again by another. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('backtests_code_key').on(t.code),
    index('backtests_rule_set_id_idx').on(t.rule_set_id, t.created_at),
    index('backtests_waiting_idx')
      .on(t.created_at)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * One imported version of an official sanctions list (issue 7): what files it came from and
 * how it differs from the version before. Lists belong to the installation, not to a team.
 */
export const sanctionListVersions = pgTable(
  'sanction_list_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    version: integer('version').notNull(),
    /** upload (admin screen), cli (npm run lists:import) or fetch (the scheduled download). */
    origin: text('origin').notNull(),
    files: jsonb('files').$type<Array<{ name: string; bytes: number; sha256: string }>>().notNull(),
    entry_count: integer('entry_count').notNull(),
    added_count: integer('added_count').notNull(),
    changed_count: integer('changed_count').notNull(),
    removed_count: integer('removed_count').notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** The day the publisher generated the file, as the file states it; null when it does not. */
    published_on: date('published_on', { mode: 'string' }),
    imported_by: bigint('imported_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sanction_list_versions_key').on(t.source, t.version)],
);

/**
 * The entries of every list as last imported, keyed by the list's own id. A removed entry keeps
 * its row (removed_version_id set) so hits and decisions made on it can still be explained.
 */
export const sanctionEntries = pgTable(
  'sanction_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    source_id: text('source_id').notNull(),
    data: jsonb('data').$type<ListEntry>().notNull(),
    /** Hash of the entry's content: a false positive stands until it changes. */
    hash: text('hash').notNull(),
    version_id: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => sanctionListVersions.id),
    removed_version_id: bigint('removed_version_id', { mode: 'number' }).references(
      () => sanctionListVersions.id,
    ),
  },
  (t) => [uniqueIndex('sanction_entries_key').on(t.source, t.source_id)],
);

/** What one list version added, changed or removed, entry by entry. */
export const sanctionEntryChanges = pgTable(
  'sanction_entry_changes',
  {
    version_id: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => sanctionListVersions.id),
    source_id: text('source_id').notNull(),
    change: text('change').notNull(),
  },
  (t) => [primaryKey({ columns: [t.version_id, t.source_id] })],
);

/**
 * A possible match of a party (or of a transaction's description) with a list entry, and the
 * officer's decision on it. A false positive is remembered per party and entry with the entry's
 * hash, and alerts again only when the entry changes.
 */
export const sanctionHits = pgTable(
  'sanction_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    /** The name that was screened, as it was at the time. */
    subject_name: text('subject_name').notNull(),
    source: text('source').notNull(),
    entry_id: text('entry_id').notNull(),
    entry_hash: text('entry_hash').notNull(),
    entry_name: text('entry_name').notNull(),
    matched_name: text('matched_name').notNull(),
    score: numeric('score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    explanation: jsonb('explanation').$type<MatchExplanation>().notNull(),
    status: text('status').notNull(),
    /** False once a later screening no longer finds the match (the name or the entry changed). */
    current: boolean('current').notNull().default(true),
    decision_note: text('decision_note'),
    decided_by: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sanction_hits_code_key').on(t.code),
    uniqueIndex('sanction_hits_party_entry_key')
      .on(t.party_id, t.source, t.entry_id)
      .where(sql`${t.party_id} is not null`),
    uniqueIndex('sanction_hits_transaction_entry_key')
      .on(t.transaction_id, t.source, t.entry_id)
      .where(sql`${t.transaction_id} is not null`),
    index('sanction_hits_team_id_status_idx').on(t.team_id, t.status),
  ],
);

/**
 * Re-screening of every team's parties after a list version changed, worked off in the
 * background (any process may take it; the cursor makes it resumable).
 */
export const sanctionRescreenJobs = pgTable('sanction_rescreen_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  version_id: bigint('version_id', { mode: 'number' })
    .notNull()
    .references(() => sanctionListVersions.id),
  status: text('status').notNull().default('queued'),
  /** The last party id screened: the job goes on from there after a restart. */
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  error: text('error'),
  ...timestamps,
});

/** Usage counters of a team per calendar month (spec section 3: e.g. sanction searches). */
export const teamUsage = pgTable(
  'team_usage',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    metric: text('metric').notNull(),
    /** The month in Warsaw, YYYY-MM. */
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.metric, t.period] })],
);

/**
 * Answers kept for retried creations (Idempotency-Key): the same key and body get the first
 * answer again; a different body with the key is refused. `status` null: still being made.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who asked and what: the user, the team and the operation, so keys never collide. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_key').on(t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.created_at),
  ],
);

/**
 * Where a team keeps its attachments (modules/storage): the server's disk unless it chose a
 * connected drive or the installation's S3 bucket. A team without a row uses the disk.
 */
export const teamStorage = pgTable('team_storage', {
  team_id: bigint('team_id', { mode: 'number' })
    .primaryKey()
    .references(() => teams.id),
  store: text('store', { enum: ['server', 'google', 'microsoft', 's3'] })
    .notNull()
    .default('server'),
  /** Whether deleting an attachment also removes its file; the record and hash always stay. */
  remove_files_on_delete: boolean('remove_files_on_delete').notNull().default(false),
  /** The last integrity check of the team's files: when, and how many were missing or changed. */
  checked_at: timestamp('checked_at', { withTimezone: true }),
  checked_files: integer('checked_files'),
  failed_files: integer('failed_files'),
  ...timestamps,
});

/**
 * A team's connection to a cloud drive, made by one of its admins through OAuth 2.0. Tokens are
 * kept encrypted (lib/secret-box.ts), never in clear and never logged.
 */
export const driveConnections = pgTable(
  'drive_connections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    status: text('status', { enum: ['connected', 'revoked'] })
      .notNull()
      .default('connected'),
    /** The drive account, as the provider names it, shown to the team. */
    account_email: text('account_email'),
    account_name: text('account_name'),
    refresh_token_encrypted: text('refresh_token_encrypted'),
    access_token_encrypted: text('access_token_encrypted'),
    access_expires_at: timestamp('access_expires_at', { withTimezone: true }),
    /** The team's own folder in the drive, where its files go. */
    root_folder_id: text('root_folder_id'),
    connected_by: bigint('connected_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('drive_connections_team_provider_key').on(t.team_id, t.provider)],
);

/** OAuth authorisations in progress: the state sent to the provider and its PKCE verifier. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  team_id: bigint('team_id', { mode: 'number' })
    .notNull()
    .references(() => teams.id),
  user_id: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
  code_verifier_encrypted: text('code_verifier_encrypted').notNull(),
  /**
   * SHA-256 of the random value set as a cookie in the browser that started: the callback
   * must come back in that browser, not in one a consent link was sent to.
   */
  browser_hash: text('browser_hash').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files on parties, transactions, CDD measures and trainings (spec section 3). The row is
 * written (`uploading`) before the file is put under its name and marked `stored` after, so
 * every file under a real name has a row, and a row shown to users has its file; rows a crash
 * left `uploading` are cleaned at the next start. Deleting keeps the row and the hash.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    owner_type: text('owner_type', {
      enum: ['party', 'transaction', 'cdd_measure', 'training'],
    }).notNull(),
    owner_id: bigint('owner_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Detected from the file's bytes, never taken from the browser. */
    content_type: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Hex SHA-256 of the bytes as uploaded; empty while uploading. */
    sha256: text('sha256').notNull().default(''),
    store: text('store', { enum: ['server', 'google', 'microsoft', 's3'] }).notNull(),
    /** The store's reference of the file (a path, an object key or a drive's file id). */
    store_ref: text('store_ref'),
    status: text('status', { enum: ['uploading', 'stored'] })
      .notNull()
      .default('uploading'),
    integrity: text('integrity', { enum: ['ok', 'missing', 'changed'] })
      .notNull()
      .default('ok'),
    integrity_checked_at: timestamp('integrity_checked_at', { withTimezone: true }),
    /** When the file was whole in its store: a later change of the file is someone else's. */
    stored_at: timestamp('stored_at', { withTimezone: true }),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: bigint('deleted_by', { mode: 'number' }).references(() => users.id),
    /** When the file itself was removed from the store (the row stays for the retention). */
    file_removed_at: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attachments_code_key').on(t.code),
    index('attachments_owner_idx').on(t.owner_type, t.owner_id, t.created_at),
    index('attachments_team_idx').on(t.team_id, t.status),
  ],
);

/**
 * A team's CDD settings (issue 30): renewal months and kind per risk level, and what each
 * trigger does. The templates are versioned in `cdd_templates`; `template_version` is the one
 * new executions copy.
 */
export const cddSettings = pgTable('cdd_settings', {
  team_id: bigint('team_id', { mode: 'number' })
    .primaryKey()
    .references(() => teams.id),
  settings: jsonb('settings').$type<Omit<CddSettingsInput, 'templates'>>().notNull(),
  template_version: integer('template_version').notNull(),
  updated_by: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of a team's measure templates: a change adds one, none is changed. */
export const cddTemplates = pgTable(
  'cdd_templates',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    version: integer('version').notNull(),
    templates: jsonb('templates').$type<CddTemplates>().notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.version] })],
);

/**
 * One application of due diligence measures to one party. A completed one carries the day it
 * is due again; the reminder job marks what it raised (`reminded_at`, `overdue_alerted_at`)
 * in the statement that claims it, so two processes raise each once.
 */
export const cddExecutions = pgTable(
  'cdd_executions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    party_id: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => parties.id),
    kind: text('kind', { enum: ['simplified', 'standard', 'enhanced'] }).notNull(),
    suggested_kind: text('suggested_kind', {
      enum: ['simplified', 'standard', 'enhanced'],
    }).notNull(),
    kind_reason: text('kind_reason'),
    /** The party's risk level when the kind was chosen. */
    risk_level: text('risk_level').notNull(),
    status: text('status', { enum: ['in_progress', 'completed', 'refused', 'cancelled'] })
      .notNull()
      .default('in_progress'),
    status_reason: text('status_reason'),
    triggers: jsonb('triggers').$type<CddTriggerRecord[]>().notNull(),
    template_version: integer('template_version').notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    ended_at: timestamp('ended_at', { withTimezone: true }),
    ended_by: bigint('ended_by', { mode: 'number' }).references(() => users.id),
    next_due_date: date('next_due_date', { mode: 'string' }),
    /** When a newer execution of the party was completed: this one is no longer due. */
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    overdue_alerted_at: timestamp('overdue_alerted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cdd_executions_code_key').on(t.code),
    index('cdd_executions_team_idx').on(t.team_id, t.created_at),
    index('cdd_executions_party_idx').on(t.party_id, t.created_at),
    // One execution in progress per party: a trigger adds itself to the running one.
    uniqueIndex('cdd_executions_one_running_key')
      .on(t.party_id)
      .where(sql`${t.status} = 'in_progress'`),
    // The reminder job reads only what is due (its cost does not grow with what is not).
    index('cdd_executions_remind_idx')
      .on(t.next_due_date)
      .where(
        sql`${t.status} = 'completed' and ${t.superseded_at} is null and ${t.reminded_at} is null`,
      ),
    index('cdd_executions_overdue_idx')
      .on(t.next_due_date)
      .where(
        sql`${t.status} = 'completed' and ${t.superseded_at} is null and ${t.overdue_alerted_at} is null`,
      ),
  ],
);

/** A measure of an execution: a checklist item copied from the template it started with. */
export const cddMeasures = pgTable(
  'cdd_measures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    execution_id: bigint('execution_id', { mode: 'number' })
      .notNull()
      .references(() => cddExecutions.id),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    title: text('title'),
    legal_basis: text('legal_basis').notNull(),
    mandatory: boolean('mandatory').notNull(),
    admin_only: boolean('admin_only').notNull(),
    status: text('status', { enum: ['pending', 'done', 'not_applicable', 'failed'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    reason: text('reason'),
    done_by: bigint('done_by', { mode: 'number' }).references(() => users.id),
    done_at: timestamp('done_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cdd_measures_code_key').on(t.code),
    uniqueIndex('cdd_measures_execution_key').on(t.execution_id, t.key),
    index('cdd_measures_execution_idx').on(t.execution_id, t.position),
  ],
);

/** A registry's answer as cached: the entity found, or that there is none. */
export type StoredRegistryResult = {
  status: 'found' | 'not_found';
  entity?: RegistryEntity;
  request_id?: string;
  raw?: string;
};

/**
 * What a registry last said about one identifier (public data, shared by every team), reused
 * for REGISTRY_CACHE_HOURS so the same NIP is not asked twice a day.
 */
export const registryCache = pgTable(
  'registry_cache',
  {
    registry: text('registry').notNull(),
    id_kind: text('id_kind').notNull(),
    id_value: text('id_value').notNull(),
    result: jsonb('result').$type<StoredRegistryResult>().notNull(),
    fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registry, t.id_kind, t.id_value] })],
);

/**
 * The calls made to each registry per window (a second, a minute, a day…), counted in one
 * statement that refuses the call over the limit: every API process shares the limits.
 */
export const registryRateWindows = pgTable(
  'registry_rate_windows',
  {
    registry: text('registry').notNull(),
    bucket: text('bucket').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registry, t.bucket, t.window_start] })],
);

/** A registries scan: what every registry said of one company, the screening and red flags. */
export const registriesReports = pgTable(
  'registries_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    identifier_kind: text('identifier_kind', { enum: ['nip', 'regon', 'krs'] }).notNull(),
    identifier: text('identifier').notNull(),
    name: text('name'),
    answers: jsonb('answers').$type<RegistryAnswer[]>().notNull(),
    hits: jsonb('hits').$type<ScanHit[]>().notNull(),
    screened: integer('screened').notNull(),
    screening_done: boolean('screening_done').notNull(),
    red_flags: jsonb('red_flags').$type<RedFlagEntry[]>().notNull(),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registries_reports_code_key').on(t.code),
    index('registries_reports_team_created_idx').on(t.team_id, t.created_at),
    index('registries_reports_party_idx').on(t.party_id),
  ],
);

/**
 * Each time CRBR was asked about a party (art. 61a): its answer, the extract stored as the
 * party's attachment, and the discrepancy task raised from it.
 */
export const crbrChecks = pgTable(
  'crbr_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    party_id: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => parties.id),
    status: text('status').notNull(),
    request_id: text('request_id'),
    owners: jsonb('owners').$type<RegistryPerson[]>().notNull(),
    attachment_id: bigint('attachment_id', { mode: 'number' }).references(() => attachments.id),
    task_id: bigint('task_id', { mode: 'number' }).references(() => tasks.id),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    checked_at: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crbr_checks_party_idx').on(t.party_id, t.checked_at)],
);

/**
 * The White List's answers about the accounts a transaction pays (art. 117ba of the VAT act),
 * each with the requestId that proves the check.
 */
export const whiteListChecks = pgTable(
  'white_list_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    party_id: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => parties.id),
    nip: text('nip').notNull(),
    account: text('account').notNull(),
    assigned: boolean('assigned').notNull(),
    request_id: text('request_id').notNull(),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    checked_at: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('white_list_checks_transaction_idx').on(t.transaction_id, t.checked_at)],
);

/**
 * Each team's last GIIF transaction id per year: ids are handed out from here in one upsert, so
 * two files built at once never share one (docs/giif-reports.md).
 */
export const giifIdCounters = pgTable(
  'giif_id_counters',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.year] })],
);

/**
 * A transaction's IdentyfikatorTr: assigned once when it first goes into a file, never changed
 * and never given to another transaction; corrections carry it again.
 */
export const giifTransactionIds = pgTable(
  'giif_transaction_ids',
  {
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => transactions.id),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    giif_id: text('giif_id').notNull(),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('giif_transaction_ids_team_giif_id_key').on(t.team_id, t.giif_id)],
);

/**
 * What the officer completes for a transaction's report that the transaction does not record:
 * the kind of art. 72, the channel, place and accounts, and a correction asked for.
 */
export const giifReportDetails = pgTable('giif_report_details', {
  transaction_id: bigint('transaction_id', { mode: 'number' })
    .primaryKey()
    .references(() => transactions.id),
  team_id: bigint('team_id', { mode: 'number' })
    .notNull()
    .references(() => teams.id),
  kind: text('kind'),
  channel: text('channel'),
  place: text('place'),
  ordered_by_customer: boolean('ordered_by_customer'),
  orderer_account: text('orderer_account'),
  beneficiary_account: text('beneficiary_account'),
  counter_amount: numeric('counter_amount', { precision: 26, scale: 8 }),
  counter_currency: text('counter_currency'),
  /** Set when the officer asks to correct a loaded report; cleared when the correction loads. */
  correction_requested_at: timestamp('correction_requested_at', { withTimezone: true }),
  updated_by: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GiifFileIssue = {
  transaction_code: string | null;
  field: string;
  code: string;
  /** A schema validator's own words, when the installed XSD refused the file. */
  detail?: string;
};

export type StoredSignatureCheck = {
  format: string | null;
  valid: boolean;
  covers: boolean | null;
  signed_at: string | null;
  signer: string | null;
  problems: string[];
};

/**
 * A file of threshold transactions for GIIF (art. 72), one template type, tracked from its draft
 * to GIIF's answer. Its XML, the signed file and the receipt are kept as the proof of filing.
 */
export const giifFiles = pgTable(
  'giif_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    template_type: text('template_type', { enum: ['cash', 'transfer', 'currency'] }).notNull(),
    /** The CRWDE template the XML was written for, e.g. 2018/10/19/5993. */
    template_version: text('template_version').notNull(),
    /** Which mapping of that template wrote it (templates/): "reconstructed" until GIIF's. */
    mapping: text('mapping').notNull(),
    state: text('state', {
      enum: ['draft', 'validated', 'exported', 'signed', 'submitted', 'loaded', 'rejected'],
    }).notNull(),
    transaction_count: integer('transaction_count').notNull(),
    xml: text('xml').notNull(),
    xml_sha256: text('xml_sha256').notNull(),
    issues: jsonb('issues').$type<GiifFileIssue[]>().notNull(),
    /** The SHA-256 of the installed XSD the XML was checked against; null: none installed. */
    schema_sha256: text('schema_sha256'),
    signed_file: bytea('signed_file'),
    signed_file_name: text('signed_file_name'),
    signed_sha256: text('signed_sha256'),
    signature: jsonb('signature').$type<StoredSignatureCheck>(),
    receipt: bytea('receipt'),
    receipt_name: text('receipt_name'),
    /** GIIF's reference or status text the officer copied, e.g. "R – Transakcje z pliku zostały wczytane". */
    giif_reference: text('giif_reference'),
    rejection_reason: text('rejection_reason'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    validated_at: timestamp('validated_at', { withTimezone: true }),
    exported_at: timestamp('exported_at', { withTimezone: true }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    loaded_at: timestamp('loaded_at', { withTimezone: true }),
    rejected_at: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('giif_files_code_key').on(t.code),
    index('giif_files_team_created_idx').on(t.team_id, t.created_at),
  ],
);

/** The transactions of a file; what was reported of them is the file's XML. */
export const giifFileItems = pgTable(
  'giif_file_items',
  {
    file_id: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => giifFiles.id),
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    position: integer('position').notNull(),
    giif_id: text('giif_id').notNull(),
    correction: boolean('correction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.transaction_id] }),
    index('giif_file_items_transaction_idx').on(t.transaction_id),
  ],
);

/**
 * GIIF's XSD of a template, installed by the installation's administrator (no official schema
 * ships with the application): the files of that template are validated against it.
 */
export const giifSchemas = pgTable('giif_schemas', {
  template: text('template', {
    enum: ['cash', 'transfer', 'currency', 'identification'],
  }).primaryKey(),
  /** The CRWDE id the administrator says the schema is, e.g. 2019/06/11/7927. */
  version: text('version').notNull(),
  file_name: text('file_name').notNull(),
  xsd: text('xsd').notNull(),
  sha256: text('sha256').notNull(),
  installed_by: bigint('installed_by', { mode: 'number' }).references(() => users.id),
  installed_at: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A notification to GIIF of suspicious circumstances (art. 74), of a transaction before it is
 * carried out (art. 86), of another offence to the prosecutor (art. 89) or of a transaction
 * after it (art. 90). Confidential (art. 54): only the team's administrators and the members
 * they name see them (giif_notification_readers).
 */
export const giifNotifications = pgTable(
  'giif_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['art74', 'art86', 'art89', 'art90'] }).notNull(),
    state: text('state', { enum: ['draft', 'sent'] }).notNull(),
    legal_basis: text('legal_basis').notNull(),
    justification: text('justification').notNull(),
    /** Art. 74's two business days run from here. */
    suspicion_confirmed_at: timestamp('suspicion_confirmed_at', { withTimezone: true }),
    assets: jsonb('assets').$type<{ description: string; held_at: string }[]>().notNull(),
    /** The alert it was made from, if any. */
    alert_id: bigint('alert_id', { mode: 'number' }).references(() => alerts.id),
    /** GIIF's confirmation of receipt: art. 86's hold of 24 hours runs from it. */
    giif_receipt_at: timestamp('giif_receipt_at', { withTimezone: true }),
    /** Until when the transaction must not be carried out (24 h, up to 96 h when GIIF asks). */
    hold_until: timestamp('hold_until', { withTimezone: true }),
    giif_reference: text('giif_reference'),
    receipt: bytea('receipt'),
    receipt_name: text('receipt_name'),
    created_by: bigint('created_by', { mode: 'number' }).references(() => users.id),
    ...timestamps,
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_by: bigint('sent_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    uniqueIndex('giif_notifications_code_key').on(t.code),
    index('giif_notifications_team_created_idx').on(t.team_id, t.created_at),
  ],
);

/** The parties and transactions a notification concerns, in the order the officer gave. */
export const giifNotificationSubjects = pgTable(
  'giif_notification_subjects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notification_id: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => giifNotifications.id),
    party_id: bigint('party_id', { mode: 'number' }).references(() => parties.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    position: integer('position').notNull(),
  },
  (t) => [
    index('giif_notification_subjects_notification_idx').on(t.notification_id),
    index('giif_notification_subjects_party_idx').on(t.party_id),
    index('giif_notification_subjects_transaction_idx').on(t.transaction_id),
    check(
      'giif_notification_subjects_one_record',
      sql`(${t.party_id} is null) <> (${t.transaction_id} is null)`,
    ),
  ],
);

/** The members (not administrators) a team's administrator lets see its notifications. */
export const giifNotificationReaders = pgTable(
  'giif_notification_readers',
  {
    team_id: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    granted_by: bigint('granted_by', { mode: 'number' }).references(() => users.id),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.user_id] })],
);
