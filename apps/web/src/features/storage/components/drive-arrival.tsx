import {
  DRIVE_CONNECT_ERRORS,
  DRIVE_PROVIDERS,
  type DriveConnectError,
  type DriveProvider,
} from '@aml/shared';
import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

type Arrival = { connected: DriveProvider } | { error: DriveConnectError | 'other' } | null;

function arrivalOf(params: URLSearchParams): Arrival {
  const connected = params.get('connected');
  if (connected !== null) {
    return (DRIVE_PROVIDERS as readonly string[]).includes(connected)
      ? { connected: connected as DriveProvider }
      : null;
  }
  const error = params.get('drive_error');
  if (error === null) return null;
  return {
    error: (DRIVE_CONNECT_ERRORS as readonly string[]).includes(error)
      ? (error as DriveConnectError)
      : 'other',
  };
}

/**
 * What the provider's way back says (/dashboard/storage?connected=google or ?drive_error=…):
 * a success in a snackbar, a failure in an alert that stays until dismissed. The query is
 * cleaned at once, so a reload or a bookmark does not say it again.
 */
export function DriveArrival() {
  const { t } = useTranslation('storage');
  const [params, setParams] = useSearchParams();
  const [arrival, setArrival] = useState<Arrival>(() => arrivalOf(params));
  const hasQuery = params.has('connected') || params.has('drive_error');

  useEffect(() => {
    if (!hasQuery) return;
    setParams(
      (current) => {
        current.delete('connected');
        current.delete('drive_error');
        return current;
      },
      { replace: true },
    );
  }, [hasQuery, setParams]);

  if (arrival && 'error' in arrival) {
    return (
      <Alert severity="error" sx={{ mb: 2 }} onClose={() => setArrival(null)}>
        {t(`drives.connect_errors.${arrival.error}`)}
      </Alert>
    );
  }
  return (
    <Snackbar
      open={arrival !== null}
      autoHideDuration={5000}
      onClose={() => setArrival(null)}
      message={
        arrival ? t('drives.connected', { drive: t(`stores.${arrival.connected}`) }) : undefined
      }
    />
  );
}
