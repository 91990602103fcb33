import { lazy } from 'react';

/** Any component React.lazy takes, whatever its props. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A component of a module loaded when it is first drawn: `lazyNamed(() => import('./x'), 'X')`
 * for React.lazy, which takes only a module's default export.
 */
export function lazyNamed<K extends string, C extends LazyComponent>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
