/** A `redirect` query value that stays on this site, or the dashboard. */
export function safeRedirect(search: URLSearchParams, fallback = '/dashboard'): string {
  const target = search.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
