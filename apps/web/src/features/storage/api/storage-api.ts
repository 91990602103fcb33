import {
  DriveInfoSchema,
  DriveLoginSchema,
  StorageOverviewSchema,
  type DriveProvider,
  type UpdateStorageSettings,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const storageKeys = {
  all: ['storage'] as const,
  overview: ['storage', 'overview'] as const,
  drive: (provider: DriveProvider) => ['storage', 'drive', provider] as const,
};

/** GET /int/storage: the store in use, what the installation offers, space used, last check. */
export const storageOverviewQuery = () =>
  queryOptions({
    queryKey: storageKeys.overview,
    queryFn: async () => StorageOverviewSchema.parse(await apiCall('/storage')),
  });

/** GET /int/{provider}/info: whether the drive is configured and connected. */
export const driveInfoQuery = (provider: DriveProvider) =>
  queryOptions({
    queryKey: storageKeys.drive(provider),
    queryFn: async () => DriveInfoSchema.parse(await apiCall(`/${provider}/info`)),
  });

/** PUT /int/storage (team admin): where new files go, and whether deleting removes the file. */
export const saveStorageSettings = async (input: UpdateStorageSettings) =>
  StorageOverviewSchema.parse(await apiCall('/storage', { method: 'PUT', body: input }));

/** POST /int/storage/check (team admin): checks every file of the team now. */
export const checkStorage = async () =>
  StorageOverviewSchema.parse(await apiCall('/storage/check', { method: 'POST' }));

/** POST /int/{provider}/login (team admin): where to send the browser for the consent. */
export const startDriveLogin = async (provider: DriveProvider) =>
  DriveLoginSchema.parse(await apiCall(`/${provider}/login`, { method: 'POST' }));

/** POST /int/{provider}/logout (team admin): the files stay in the drive. */
export const logoutDrive = (provider: DriveProvider) =>
  apiCall(`/${provider}/logout`, { method: 'POST' });
