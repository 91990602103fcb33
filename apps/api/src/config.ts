import path from 'node:path';
import { z } from 'zod';

/** Settings read from the environment once, at start-up; see README "Configuration". */
/** An empty variable (`DATABASE_URL=`) means the same as an unset one. */
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AML <no-reply@localhost>'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when the app runs behind a reverse proxy, so rate limits see the client's address. */
  TRUST_PROXY: z.stringbool().default(false),
  /** E-mail addresses of the installation's administrators (comma-separated). */
  ADMIN_EMAILS: z.string().default(''),
  /** NBP's web API (exchange rates of art. 5). */
  NBP_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().default('https://api.nbp.pl/api'),
  ),
  /** Whether rates are fetched from NBP (hourly and on demand); off: rates entered by hand. */
  NBP_FETCH_ENABLED: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.stringbool().default(true),
  ),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  adminEmails: string[];
  nbpApiUrl: string;
  nbpFetchEnabled: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    nbpApiUrl: e.NBP_API_URL.replace(/\/+$/, ''),
    nbpFetchEnabled: e.NBP_FETCH_ENABLED,
  };
}
