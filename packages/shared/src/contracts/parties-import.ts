import { z } from 'zod';

/** The party types a CSV file can be imported as (one type per file). */
export const IMPORT_PARTY_TYPES = ['individual', 'sole_proprietorship', 'company'] as const;
export type ImportPartyType = (typeof IMPORT_PARTY_TYPES)[number];

export const PARTY_IMPORT_MODES = ['preview', 'import'] as const;
export type PartyImportMode = (typeof PARTY_IMPORT_MODES)[number];

/** How many rows the server writes in one transaction. */
export const PARTY_IMPORT_BATCH_SIZE = 500;

/** GET /int/parties-import/csv/template */
export const PartyImportTemplateQuerySchema = z.object({
  partyType: z.enum(IMPORT_PARTY_TYPES, { error: 'invalid_value' }),
});

/** POST /int/parties-import/csv (multipart/form-data, the file in the field `file`) */
export const PartyImportQuerySchema = PartyImportTemplateQuerySchema.extend({
  mode: z.enum(PARTY_IMPORT_MODES, { error: 'invalid_value' }).default('preview'),
});
export type PartyImportQuery = z.infer<typeof PartyImportQuerySchema>;

export const PARTY_IMPORT_ROW_STATUSES = ['valid', 'created', 'duplicate', 'invalid'] as const;
export type PartyImportRowStatus = (typeof PARTY_IMPORT_ROW_STATUSES)[number];

/**
 * A problem of one cell: the CSV column and a validation code (`required`, `pesel_invalid`…);
 * for a cell that takes one of a few values, the values it takes, as the file writes them.
 */
export const PartyImportCellErrorSchema = z.object({
  column: z.string(),
  code: z.string(),
  allowed: z.array(z.string()).optional(),
});
export type PartyImportCellError = z.infer<typeof PartyImportCellErrorSchema>;

export const PartyImportRowSchema = z.object({
  /** 1-based number of the data row, the header excluded. */
  row: z.number().int(),
  status: z.enum(PARTY_IMPORT_ROW_STATUSES),
  /** The party created from the row, or the existing party it duplicates. */
  code: z.string().optional(),
  /** For a duplicate of an earlier row of the same file: that row. */
  duplicate_of_row: z.number().int().optional(),
  errors: z.array(PartyImportCellErrorSchema).optional(),
});
export type PartyImportRow = z.infer<typeof PartyImportRowSchema>;

export const PartyImportResultSchema = z.object({
  mode: z.enum(PARTY_IMPORT_MODES),
  total_rows: z.number().int(),
  /** Rows that can be (preview) or were (import) created. */
  valid: z.number().int(),
  created: z.number().int(),
  /** Duplicates: of a party already in the team, or of an earlier row of the file. */
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** Header columns the import does not know; their values are not read. */
  ignored_columns: z.array(z.string()),
  rows: z.array(PartyImportRowSchema),
});
export type PartyImportResult = z.infer<typeof PartyImportResultSchema>;
