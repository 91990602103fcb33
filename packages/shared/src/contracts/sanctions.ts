import { z } from 'zod';
import { SANCTION_HIT_STATUSES } from '../enums.js';
import type { Permission } from '../permissions.js';
import { ALERT_STATUSES } from './alerts.js';

/** The official lists of spec section 3 (giif, mswia, eu, un, uk, us sdn, us non-sdn). */
export const SANCTION_LIST_SOURCES = [
  'ofac_sdn',
  'ofac_consolidated',
  'un',
  'eu',
  'uk',
  'mswia',
  'giif',
] as const;
export type SanctionListSource = (typeof SANCTION_LIST_SOURCES)[number];

/**
 * Who may decide a hit (mark it a false positive or confirm it): the decision routes declare
 * it, the web hides the buttons by it, and closing an alert that would decide its hits asks it.
 */
export const HIT_DECISION_PERMISSION = 'records.edit_all' satisfies Permission;

export const SCREENING_TYPES = ['person', 'company', 'any'] as const;

/** One imported version of a list and what it changed. */
export const SanctionListVersionSchema = z.object({
  source: z.string(),
  version: z.number().int(),
  origin: z.enum(['upload', 'cli', 'fetch']),
  files: z.array(z.object({ name: z.string(), bytes: z.number().int(), sha256: z.string() })),
  entry_count: z.number().int(),
  added_count: z.number().int(),
  changed_count: z.number().int(),
  removed_count: z.number().int(),
  warnings: z.array(z.string()),
  /**
   * The day the list's publisher generated or published the file, as the file states it (UN
   * dateGenerated, EU generationDate, UK DateGenerated, OFAC Publish_Date or DateOfIssue, the
   * date MSWiA's page or GIIF's sheet gives); null when the file states none. `created_at` is
   * when it was imported here.
   */
  published_on: z.iso.date().nullable(),
  created_at: z.iso.datetime(),
});
export type SanctionListVersion = z.infer<typeof SanctionListVersionSchema>;

/** The re-screening of every team's parties after a list version changed. */
export const RescreenProgressSchema = z.object({
  source: z.string(),
  version: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  updated_at: z.iso.datetime(),
});

/** GET /int/sanctions-lists and the public page: each list with the version in force. */
export const SanctionListsOverviewSchema = z.object({
  lists: z.array(
    z.object({
      source: z.enum(SANCTION_LIST_SOURCES),
      current: SanctionListVersionSchema.nullable(),
    }),
  ),
  rescreening: z.array(RescreenProgressSchema),
  /** Whether the lists are downloaded from their official addresses on a schedule. */
  fetch_enabled: z.boolean(),
});
export type SanctionListsOverview = z.infer<typeof SanctionListsOverviewSchema>;

export const SanctionListImportResultSchema = z.object({
  imported: z.array(z.object({ list: SanctionListVersionSchema, unchanged: z.boolean() })),
});

/** GET /int/sanctions-lists/{source}/versions */
export const SanctionListVersionsSchema = z.object({ items: z.array(SanctionListVersionSchema) });

/** Why a name matched: the name pair, token by token, and the qualifiers that moved the score. */
export const MatchExplanationSchema = z.object({
  query_name: z.string(),
  list_name: z.string(),
  name_kind: z.string(),
  weak_alias: z.boolean(),
  name_score: z.number(),
  tokens: z.array(
    z.object({
      query: z.string().nullable(),
      list: z.string().nullable(),
      similarity: z.number(),
      weight: z.number(),
      method: z.string(),
    }),
  ),
  qualifiers: z.array(
    z.object({
      kind: z.string(),
      effect: z.number(),
      query: z.string(),
      list: z.string(),
      detail: z.string(),
    }),
  ),
});

/** What the list says about the matched entry, for the officer to compare. */
export const ListEntrySummarySchema = z.object({
  type: z.string(),
  names: z.array(z.string()),
  birth_dates: z.array(z.string()),
  nationalities: z.array(z.string()),
  programs: z.array(z.string()),
  listed_on: z.string().nullable(),
  removed: z.boolean(),
});

/** One search result (not stored). */
export const SanctionMatchSchema = z.object({
  source: z.string(),
  entry_id: z.string(),
  entry_name: z.string(),
  matched_name: z.string(),
  score: z.number(),
  explanation: MatchExplanationSchema,
  entry: ListEntrySummarySchema.nullable(),
});
export type SanctionMatch = z.infer<typeof SanctionMatchSchema>;

/** A stored possible match of a party or a transaction's description, with its decision. */
export const SanctionHitSchema = SanctionMatchSchema.extend({
  code: z.string(),
  party: z.object({ code: z.string(), display_name: z.string() }).nullable(),
  transaction_code: z.string().nullable(),
  subject_name: z.string(),
  status: z.enum(SANCTION_HIT_STATUSES),
  /** False once a later screening no longer finds this match. */
  current: z.boolean(),
  decision: z
    .object({ note: z.string().nullable(), by: z.string().nullable(), at: z.iso.datetime() })
    .nullable(),
  /**
   * The newest alert the hit raised or joined, with its status: a decision on the hit settles
   * it (docs/sanctions-screening.md). Null when none is left (deleted) or none was raised.
   */
  alert: z.object({ code: z.string(), status: z.enum(ALERT_STATUSES) }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SanctionHit = z.infer<typeof SanctionHitSchema>;

/** GET /int/parties/{id}/sanctions, GET /int/transactions/{id}/sanctions */
export const ScreeningResultSchema = z.object({
  /** Null while no list is imported: nothing could be screened. */
  screened_at: z.iso.datetime().nullable(),
  lists_available: z.boolean(),
  /** The score from which a match is reported. */
  threshold: z.number(),
  hits: z.array(SanctionHitSchema),
});
export type ScreeningResult = z.infer<typeof ScreeningResultSchema>;

const text = z.string().trim();

/** POST /int/sanctions-lists/search: a name typed in the search tool. */
export const SanctionSearchSchema = z.object({
  name: text.min(2, { error: 'too_short' }).max(300, { error: 'too_long' }),
  type: z.enum(SCREENING_TYPES).default('any'),
  birth_date: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, { error: 'invalid_date' })
    .nullish(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_country' })
    .nullish(),
});
export type SanctionSearch = z.infer<typeof SanctionSearchSchema>;

export const SanctionSearchResultSchema = z.object({
  matches: z.array(SanctionMatchSchema),
  threshold: z.number(),
  lists: z.array(
    z.object({ source: z.string(), version: z.number().int(), created_at: z.string() }),
  ),
  /** The team's searches this month (the 'sanction searches' usage); null on the public page. */
  searches_this_month: z.number().int().nullable(),
});
export type SanctionSearchResult = z.infer<typeof SanctionSearchResultSchema>;

/** POST /int/sanctions-lists/search-no-form: screen a stored party now. */
export const PartyScreeningRequestSchema = z.object({ party_code: z.string().min(1) });
/** POST /int/sanctions-lists/search-transaction-no-form: screen a stored transaction now. */
export const TransactionScreeningRequestSchema = z.object({ transaction_code: z.string().min(1) });

/** POST /int/sanctions-lists/false-positive and /confirm: the officer's decision on a hit. */
export const HitDecisionSchema = z.object({
  code: z.string().min(1),
  note: text.min(1, { error: 'required' }).max(2000, { error: 'too_long' }),
});
export type HitDecision = z.infer<typeof HitDecisionSchema>;
