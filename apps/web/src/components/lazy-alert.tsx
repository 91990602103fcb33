import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert, loaded when one is first shown: the login page and the shell show an alert only
 * after a failure or for an unverified e-mail address (performance.md). It is announced when it
 * appears, as any alert.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
