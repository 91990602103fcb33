import { useSearchParams } from 'react-router';

/** The version asked for in the URL (?version=N), or undefined for the current one. */
export function useVersionParam(): [number | undefined, (version: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('version'));
  const version = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setVersion = (next: number | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined) updated.delete('version');
        else updated.set('version', String(next));
        return updated;
      },
      { replace: false },
    );
  return [version, setVersion];
}
