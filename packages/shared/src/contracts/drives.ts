import { z } from 'zod';

/** The cloud drives a team can connect for its attachments (/int/google/*, /int/microsoft/*). */
export const DRIVE_PROVIDERS = ['google', 'microsoft'] as const;
export type DriveProvider = (typeof DRIVE_PROVIDERS)[number];

export const DRIVE_CONNECTION_STATUSES = ['connected', 'revoked'] as const;
export type DriveConnectionStatus = (typeof DRIVE_CONNECTION_STATUSES)[number];

/**
 * Why connecting a drive did not complete: the callback sends the browser to
 * /dashboard/storage?drive_error=<code>, and the page says it in words.
 */
export const DRIVE_CONNECT_ERRORS = [
  /** The user refused the consent at the provider. */
  'access_denied',
  /** The link back from the provider is unknown, used already or older than ten minutes. */
  'invalid_state',
  /** The user un-ticked the permission to keep files in the drive. */
  'scope_not_granted',
  /** The provider did not give a refresh token or refused the authorisation code. */
  'exchange_failed',
  /** The installation has no OAuth client for the drive (any more). */
  'not_configured',
  /** The user who started the connection no longer manages the team. */
  'forbidden',
] as const;
export type DriveConnectError = (typeof DRIVE_CONNECT_ERRORS)[number];

/** GET /int/{provider}/info: what the storage page shows of one drive. */
export const DriveInfoSchema = z.object({
  provider: z.enum(DRIVE_PROVIDERS),
  /** Whether the installation has the provider's OAuth client; false: the choice says so. */
  configured: z.boolean(),
  /** Whether the team's files can go to the drive now. */
  connected: z.boolean(),
  /** Null when the team never connected it; revoked: 'No drive is connected' and reconnect. */
  status: z.enum(DRIVE_CONNECTION_STATUSES).nullable(),
  account_email: z.string().nullable(),
  account_name: z.string().nullable(),
});
export type DriveInfo = z.infer<typeof DriveInfoSchema>;

export const DriveAccountSchema = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type DriveAccount = z.infer<typeof DriveAccountSchema>;

/** GET /int/{provider}/accounts: the connected account, when there is one. */
export const DriveAccountListSchema = z.object({
  items: z.array(DriveAccountSchema),
  total: z.number().int(),
});

export const DriveConnectionSchema = z.object({
  provider: z.enum(DRIVE_PROVIDERS),
  status: z.enum(DRIVE_CONNECTION_STATUSES),
  account_email: z.string().nullable(),
  account_name: z.string().nullable(),
  /** The code of the user who connected it. */
  connected_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DriveConnection = z.infer<typeof DriveConnectionSchema>;

/** GET /int/{provider}/connections: the team's connection, tokens never included. */
export const DriveConnectionListSchema = z.object({
  items: z.array(DriveConnectionSchema),
  total: z.number().int(),
});

/** POST /int/{provider}/login: where to send the browser for the provider's consent. */
export const DriveLoginSchema = z.object({ url: z.url() });
