import type { DriveInfo, DriveProvider } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Chip,
  Skeleton,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAction } from '../../../components/use-action';
import { ApiError, errorText } from '../../../lib/api-client';
import { driveInfoQuery, logoutDrive, startDriveLogin, storageKeys } from '../api/storage-api';

type DriveState = 'not_configured' | 'connected' | 'revoked' | 'not_connected';

const stateOf = (info: DriveInfo): DriveState => {
  if (!info.configured) return 'not_configured';
  if (info.connected) return 'connected';
  return info.status === 'revoked' ? 'revoked' : 'not_connected';
};

const STATE_COLOURS: Record<DriveState, ChipProps['color']> = {
  not_configured: 'default',
  connected: 'success',
  revoked: 'warning',
  not_connected: 'default',
};

/** The account as the provider names it: "Anna Nowak (anna@kantor.pl)", or either part. */
const accountOf = (info: DriveInfo) =>
  info.account_name && info.account_email
    ? `${info.account_name} (${info.account_email})`
    : (info.account_name ?? info.account_email);

/**
 * One drive of the team (Google Drive, OneDrive): its state and what a team admin can do with
 * it. A connection that ended (disconnected, revoked, expired) says 'No drive is connected' and
 * offers to reconnect; it is never an error.
 */
export function DriveCard({
  provider,
  inUse,
  canManage,
  notify,
}: {
  provider: DriveProvider;
  /** The drive is the store in use: disconnecting it stops new files. */
  inUse: boolean;
  canManage: boolean;
  notify: (text: string) => void;
}) {
  const { t } = useTranslation('storage');
  const titleId = useId();
  const info = useQuery(driveInfoQuery(provider));
  const drive = t(`stores.${provider}`);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={titleId} variant="h3" component="h3">
          {drive}
        </Typography>
        {info.data && (
          <Chip
            size="small"
            color={STATE_COLOURS[stateOf(info.data)]}
            label={t(`drives.state.${stateOf(info.data)}`)}
          />
        )}
      </Stack>
      {info.isPending && <Skeleton variant="rounded" height={72} />}
      {info.isError && <Alert severity="error">{errorText(info.error)}</Alert>}
      {info.data && (
        <DriveState
          info={info.data}
          drive={drive}
          inUse={inUse}
          canManage={canManage}
          notify={notify}
        />
      )}
    </Box>
  );
}

function DriveState({
  info,
  drive,
  inUse,
  canManage,
  notify,
}: {
  info: DriveInfo;
  drive: string;
  inUse: boolean;
  canManage: boolean;
  notify: (text: string) => void;
}) {
  const { t } = useTranslation('storage');
  const provider = info.provider;
  const [confirming, setConfirming] = useState(false);
  const connect = useAction(() => startDriveLogin(provider), {
    // The provider asks for the consent, then sends the browser back to this page.
    onDone: ({ url }) => window.location.assign(url),
    describe: (error) =>
      error instanceof ApiError && error.code === 'drive_not_configured'
        ? t(`not_configured.${provider}`)
        : errorText(error),
  });
  const disconnect = useAction(() => logoutDrive(provider), {
    refresh: [storageKeys.all],
    onDone: () => {
      setConfirming(false);
      notify(t('drives.disconnected', { drive }));
    },
  });
  const state = stateOf(info);
  const account = accountOf(info);

  if (state === 'not_configured') {
    return <Typography color="text.secondary">{t(`not_configured.${provider}`)}</Typography>;
  }

  return (
    <>
      {state === 'connected' ? (
        account && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('drives.account', { account })}
          </Typography>
        )
      ) : (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{t('drives.no_drive')}</Typography>
          {state === 'revoked' && (
            <Typography variant="body2" color="text.secondary">
              {t('drives.revoked_hint')}
            </Typography>
          )}
          {state === 'revoked' && account && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('drives.last_account', { account })}
            </Typography>
          )}
        </Stack>
      )}
      {connect.failure && (
        <Alert severity="error" onClose={connect.dismiss}>
          {connect.failure}
        </Alert>
      )}
      {disconnect.failure && (
        <Alert severity="error" onClose={disconnect.dismiss}>
          {disconnect.failure}
        </Alert>
      )}
      {canManage && (
        <Box sx={{ mt: 'auto' }}>
          {state === 'connected' ? (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('drives.disconnect')}
            </Button>
          ) : (
            <Button
              variant="contained"
              // Once the provider's address is known, the browser is on its way there.
              disabled={connect.busy || connect.done}
              onClick={() => connect.run()}
            >
              {t(state === 'revoked' ? 'drives.reconnect' : 'drives.connect')}
            </Button>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('drives.disconnect_title', { drive })}
        message={t(inUse ? 'drives.disconnect_in_use' : 'drives.disconnect_question')}
        confirmLabel={t('drives.disconnect')}
        destructive
        busy={disconnect.busy}
        onConfirm={() => disconnect.run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
