import { useSearchParams } from 'react-router';

/**
 * A list's filters as its URL holds them (UI-PATTERNS.md), so a filtered list can be
 * bookmarked and the back button restores it.
 */
export function useListFilters<Name extends string>() {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: Name, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page'); // a new search starts on its first page
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => setParams({}, { replace: true });
  return { params, setFilter, clearFilters };
}
