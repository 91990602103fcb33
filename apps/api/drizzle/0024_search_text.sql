-- Search finds what people type (docs/parties.md, "How search matches"): text is folded to
-- lower case without diacritics (Ł → l, ß → ss), punctuation and runs of spaces read as one
-- space; identifiers are also kept without any separator. Immutable, so generated columns
-- may use them: the database keeps the folded copies on every write, whoever writes. The
-- SQL-standard bodies bind unaccent and its dictionary now, so no search_path is needed
-- later (a restore computes generated columns with an empty one).
CREATE FUNCTION aml_search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN btrim(regexp_replace(lower(unaccent('unaccent'::regdictionary, coalesce(value, ''))),
  '[[:punct:][:space:]]+', ' ', 'g'));--> statement-breakpoint
CREATE FUNCTION aml_search_compact(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN replace(aml_search_fold(value), ' ', '');--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aml_search_fold(coalesce(title, '') || ' ' || coalesce(explanation, '') || ' ' || coalesce(code, ''))) STORED;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aml_search_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(code, ''))) STORED;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aml_search_fold(coalesce(name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(code, ''))) STORED;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "search_ids" text GENERATED ALWAYS AS (aml_search_compact(tax_id) || ' ' || aml_search_compact(pesel) || ' ' || aml_search_compact(regon) || ' ' || aml_search_compact(bank_account)) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aml_search_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(code, ''))) STORED;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aml_search_fold(coalesce(code, '') || ' ' || coalesce(description, ''))) STORED;
