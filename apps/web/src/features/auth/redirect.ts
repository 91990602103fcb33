/**
 * Where to go after login: the `redirect` query value when it is a path on this site, otherwise
 * the dashboard. Resolving it as a URL catches `//host` and `/\host`, which browsers read as
 * another site.
 */
export function safeRedirect(search: URLSearchParams, fallback = '/dashboard'): string {
  const target = search.get('redirect');
  if (!target?.startsWith('/')) return fallback;
  const url = new URL(target, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : fallback;
}
