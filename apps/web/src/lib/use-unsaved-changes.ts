import { useEffect } from 'react';

/**
 * While a form holds unsaved changes, closing or reloading the tab asks first (the browser's
 * own question: browsers no longer show a page's text there).
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
