import { queryOptions } from '@tanstack/react-query';
import { apiCall, type CallOptions } from './api-client';

/** A schema, as far as reading an answer goes. */
type Parser<T> = { parse: (data: unknown) => T };

/**
 * The endpoints the records of case work share (alerts, tasks, history events, risk records):
 * the list filtered by its query string, one record by its code, creating and changing one, and
 * deleting one or a group, at spec section 7's paths under `path`. Every query key starts with
 * `key`, so one invalidation refreshes them all after a change.
 */
export function recordEndpoints<Item, List, Query, Create = never, Update = never>({
  path,
  key,
  item,
  list,
}: {
  path: string;
  key: string;
  item: Parser<Item>;
  list: Parser<List>;
}) {
  const keys = {
    all: [key] as const,
    list: (query: Partial<Query>) => [key, 'list', query] as const,
    detail: (code: string) => [key, 'detail', code] as const,
  };
  return {
    keys,
    /** GET {path}: the query goes in the query string. */
    listQuery: (query: Partial<Query>) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: async () =>
          list.parse(await apiCall(path, { query: query as CallOptions['query'] })),
        placeholderData: (previous) => previous,
      }),
    query: (code: string) =>
      queryOptions({
        queryKey: keys.detail(code),
        queryFn: async () => item.parse(await apiCall(`${path}/${code}`)),
      }),
    create: async (input: Create) =>
      item.parse(await apiCall(path, { method: 'POST', body: input })),
    update: async (input: Update) =>
      item.parse(await apiCall(path, { method: 'PATCH', body: input })),
    remove: (code: string) => apiCall(`${path}/${code}`, { method: 'DELETE' }),
    /** All or none: one record that may not go refuses the whole group. */
    removeMany: (codes: string[]) =>
      apiCall(`${path}/group/delete`, { method: 'DELETE', body: { codes } }),
  };
}
