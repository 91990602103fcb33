import { and, getTableColumns, or, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';

/**
 * The words of a search as the user typed it: split wherever a character is neither a letter,
 * a digit nor a combining mark, so hyphens, dots, slashes and LIKE's wildcards never reach a
 * pattern. Each word is folded by the database itself (`aml_search_fold`, migration 0024), the
 * function that folded the stored text, so both sides always agree.
 */
export const searchWords = (text: string): string[] =>
  text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);

/** Where a search looks: `search_text`, and `search_ids` when the record has identifiers. */
export type SearchColumns = { text: AnyColumn; identifiers?: AnyColumn };

/*
 * The pattern is folded in an uncorrelated sub-select, evaluated once per statement rather
 * than once per row a generic plan would otherwise call the function for.
 */
const contains = (column: AnyColumn, fold: SQL) =>
  sql`${column} like (select '%' || ${fold} || '%')`;

/**
 * The condition of a list's text search (docs/parties.md, "How search matches"): every word
 * of `text` appears in the folded text, in any order ('douri al' finds 'Al-Douri', 'zolc'
 * finds 'Zażółć'); or, when the text has a digit, all of it without separators appears in one
 * of the record's identifiers (5261040834 finds 526-104-08-34, an IBAN with or without its
 * spaces). Undefined when the text has no word: nothing to narrow by.
 */
export function matchesSearch(text: string, columns: SearchColumns): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const allWords = and(
    ...words.map((word) => contains(columns.text, sql`aml_search_fold(${word}::text)`)),
  )!;
  if (!columns.identifiers || !/\p{N}/u.test(text)) return allWords;
  const identifier = contains(
    columns.identifiers,
    sql`aml_search_compact(${words.join('')}::text)`,
  );
  return or(allWords, identifier);
}

/** The columns the search alone reads, which the application never needs back. */
type SearchColumnName = 'search_text' | 'search_ids';

/** A table's columns but its search ones: what a repository selects and hands on. */
export function columnsWithoutSearch<T extends Table>(
  table: T,
): Omit<T['_']['columns'], SearchColumnName> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  delete columns.search_text;
  delete columns.search_ids;
  return columns as Omit<T['_']['columns'], SearchColumnName>;
}

/** A row as the application sees it, without the columns only the search reads. */
export type WithoutSearch<Row> = Omit<Row, SearchColumnName>;
