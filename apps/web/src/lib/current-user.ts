import type { CurrentUser } from '@aml/shared';
import { apiCall } from './api-client';
import { loadContracts } from './contracts-on-demand';
import { storage } from './storage';

/**
 * The signed-in user (GET /int/user), read without TanStack Query: the shell shows it before
 * the query cache is loaded (performance.md). `session.ts` keeps it in the cache from then on.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  try {
    const [{ CurrentUserSchema }, answer] = await Promise.all([loadContracts(), apiCall('/user')]);
    return CurrentUserSchema.parse(answer);
  } catch (error) {
    // The shell says why with the texts of the error codes, which come with pages, not it.
    await import('../i18n/code-texts');
    throw error;
  }
}

/** The user's role in the current team, or null outside any team. */
export function currentTeamOf(user: CurrentUser | undefined) {
  return user?.teams.find((team) => team.code === user.currentTeamCodeContext) ?? null;
}

/** What the shell shows of the user: the last answer, or why there is none. */
export type ShellUser = {
  data: CurrentUser | undefined;
  error: Error | null;
  /** When `data` was read (for the query cache it is handed to). */
  updatedAt: number;
};

const NONE: ShellUser = { data: undefined, error: null, updatedAt: 0 };
let state = NONE;
// Bumped when the shell leaves: an answer to an earlier read is then not shown.
let generation = 0;
let readingWith: string | null = null;
const listeners = new Set<() => void>();
let onAnswer: ((user: ShellUser) => void) | null = null;

/**
 * The user as the shell shows it. The shell reads it once (`readShellUser`); once the query
 * cache is loaded, the cache's user query is the source (`publishShellUser`).
 */
export const shellUser = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function publishShellUser(next: ShellUser) {
  state = next;
  if (next.data) onAnswer?.(next);
  for (const listener of listeners) listener();
}

/** The first read for the shell, once per signed-in visit to the dashboard. */
export function readShellUser() {
  const token = storage.getToken();
  if (!token || readingWith === token) return;
  readingWith = token;
  const read = generation;
  fetchCurrentUser().then(
    (data) => read === generation && publishShellUser({ data, error: null, updatedAt: Date.now() }),
    (error: Error) => read === generation && publishShellUser({ ...NONE, error }),
  );
}

/** The shell has left: the next visit reads the user again (another user may have signed in). */
export function forgetShellUser() {
  generation += 1;
  readingWith = null;
  state = NONE;
}

/** Called with each answer the shell gets, and at once with the last one (the query cache). */
export function onShellUser(callback: (user: ShellUser) => void) {
  onAnswer = callback;
  if (state.data) callback(state);
}
