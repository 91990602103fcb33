import path from 'node:path';
import {
  REGISTRIES,
  SANCTION_LIST_SOURCES,
  SESSION_TTL_DAYS,
  type RegistryName,
  type SanctionListSource,
} from '@aml/shared';
import { z } from 'zod';
import { LOG_FORMATS, type LogFormat } from './lib/log-format.js';
import { OperatorError } from './lib/operator-error.js';

/**
 * The official download addresses (shared/domain/sanctions-screening.md section 2). The EU
 * address carries the public token of the FSF platform; an empty variable turns a list's
 * download off. The GIIF address is its gov.pl page: the XLSX attachment is found on it.
 */
const SANCTIONS_DEFAULT_URLS: Record<SanctionListSource, string> = {
  ofac_sdn:
    'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN_ADVANCED.XML',
  ofac_consolidated:
    'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/CONS_ADVANCED.XML',
  un: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  eu: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
  uk: 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml',
  mswia: 'https://www.gov.pl/web/mswia/lista-osob-i-podmiotow-objetych-sankcjami',
  giif: 'https://www.gov.pl/web/finanse/lista-osob-i-podmiotow-wobec-ktorych-stosuje-sie-szczegolne-srodki-ograniczajace-na-podstawie-art-118-ustawy-z-dnia-1-marca-2018-r-o-przeciwdzialaniu-praniu-pieniedzy-i-finansowaniu-terroryzmu',
};

/** The registries' production addresses (shared/domain/poland.md section 3). */
const REGISTRY_DEFAULT_URLS: Record<RegistryName, string> = {
  regon: 'https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc',
  krs: 'https://api-krs.ms.gov.pl',
  ceidg: 'https://dane.biznes.gov.pl/api/ceidg/v3',
  white_list: 'https://wl-api.mf.gov.pl',
  vies: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
  crbr: 'https://bramka-crbr.mf.gov.pl:5058/uslugiBiznesowe/uslugiESB/AP/ApiPrzegladoweCRBR/2022/12/01',
};

/** SANCTIONS_URL_OFAC_SDN, SANCTIONS_URL_UN, … */
const sanctionsUrlVariable = (source: SanctionListSource) =>
  `SANCTIONS_URL_${source.toUpperCase() as Uppercase<SanctionListSource>}` as const;

const SANCTIONS_URL_VARIABLES = Object.fromEntries(
  SANCTION_LIST_SOURCES.map((source) => [
    sanctionsUrlVariable(source),
    z.string().default(SANCTIONS_DEFAULT_URLS[source]),
  ]),
) as Record<`SANCTIONS_URL_${Uppercase<SanctionListSource>}`, z.ZodDefault<z.ZodString>>;

/** Settings read from the environment once, at start-up; see README "Configuration". */
/** An empty variable (`DATABASE_URL=`) means the same as an unset one. */
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalString = () =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const urlWithDefault = (url: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.url().default(url));

/** A registry's address: no credentials in it (they would be quoted by fetch's errors). */
const registryUrl = (url: string) =>
  urlWithDefault(url).refine(
    (value) => !new URL(value).username && !new URL(value).password,
    'must not contain a user name or password',
  );
/** A registry's key or token: one word (it goes into a header). */
const registryKey = () =>
  optionalString().refine(
    (value) => value === undefined || /^\S+$/.test(value),
    'must not contain spaces or line breaks',
  );

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AML <no-reply@localhost>'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines for log shippers, or lines for people; auto: people's at a terminal. */
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  /**
   * Whether the local outbox (no SMTP_URL) writes e-mailed links to the log; unset: it does.
   * With SMTP_URL no link is ever logged.
   */
  LOG_EMAIL_LINKS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.stringbool().optional(),
  ),
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
  /** A GeoLite2 Country or City database (.mmdb) for the Maxmind party check; unset: no check. */
  MAXMIND_DB_PATH: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().optional(),
  ),
  /** Whether the sanctions lists are downloaded from their official addresses on a schedule. */
  SANCTIONS_FETCH_ENABLED: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.stringbool().default(true),
  ),
  SANCTIONS_FETCH_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  /**
   * The Ed25519 key (PKCS#8 PEM; `\n` for line breaks) that signs the audit checkpoints;
   * unset: one generated into DATA_DIR on the first start.
   */
  AUDIT_SIGNING_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().optional(),
  ),
  /** Where the signed audit checkpoints are appended; default DATA_DIR/audit-checkpoints. */
  AUDIT_CHECKPOINT_DIR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().optional(),
  ),
  /** How long a request with an Idempotency-Key may go unanswered before a retry takes over. */
  IDEMPOTENCY_TAKEOVER_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How often each process looks in the shared queues (re-screening, back-tests, retention
   * purge) for work that another process queued or left behind; unset: each queue's own
   * interval (60 s, 30 s, hourly). The scale-out test shortens it.
   */
  QUEUE_POLL_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().positive().optional(),
  ),
  /** A session without a request for this long has ended (ASVS 3.3.2). */
  SESSION_IDLE_HOURS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().positive().default(8),
  ),
  /** A session ends this long after the login, however active. */
  SESSION_TTL_DAYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().positive().default(SESSION_TTL_DAYS),
  ),
  /** Where the server store keeps attachments; default DATA_DIR/files. */
  STORAGE_DIR: optionalString(),
  /** The installation's S3-compatible bucket (path-style), offered to teams when set. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString(),
  S3_REGION: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: optionalString(),
  S3_SECRET_ACCESS_KEY: optionalString(),
  /** OAuth clients of the installation; without them the drive choices say so. */
  GOOGLE_CLIENT_ID: optionalString(),
  GOOGLE_CLIENT_SECRET: optionalString(),
  MICROSOFT_CLIENT_ID: optionalString(),
  MICROSOFT_CLIENT_SECRET: optionalString(),
  /** The Microsoft identity platform tenant: common, organizations, consumers or an id. */
  MICROSOFT_TENANT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().default('common'),
  ),
  /** Where the drives' OAuth and API calls go; the tests point them at loopback servers. */
  GOOGLE_OAUTH_URL: urlWithDefault('https://oauth2.googleapis.com'),
  GOOGLE_AUTH_URL: urlWithDefault('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_API_URL: urlWithDefault('https://www.googleapis.com'),
  MICROSOFT_LOGIN_URL: urlWithDefault('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: urlWithDefault('https://graph.microsoft.com/v1.0'),
  /**
   * The AES-256 key (32 bytes, base64) that encrypts the drives' tokens; unset: one generated
   * into DATA_DIR on the first start.
   */
  STORAGE_ENCRYPTION_KEY: optionalString(),
  ...SANCTIONS_URL_VARIABLES,
  /**
   * The registries this installation can reach (comma-separated: regon, krs, ceidg,
   * white_list, vies, crbr); unset: none, and the forms say so. REGON and CEIDG need their key.
   */
  REGISTRIES: z.string().default(''),
  REGON_API_KEY: registryKey(),
  CEIDG_API_TOKEN: registryKey(),
  REGON_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.regon),
  KRS_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.krs),
  CEIDG_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.ceidg),
  WHITE_LIST_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.white_list),
  VIES_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.vies),
  CRBR_API_URL: registryUrl(REGISTRY_DEFAULT_URLS.crbr),
  /** How long a registry's answer about one identifier is reused. */
  REGISTRY_CACHE_HOURS: z.coerce.number().min(0).default(24),
  /**
   * A folder of GIIF's template schemas laid out as CRWDE publishes them
   * (`2019-06-11-7927/schemat.xsd`); none ships with the application (docs/giif-reports.md).
   */
  GIIF_SCHEMA_DIR: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  giifSchemaDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: LogFormat;
  /** The local outbox logs e-mailed links: only without SMTP, unless LOG_EMAIL_LINKS=false. */
  logEmailLinks: boolean;
  trustProxy: boolean;
  adminEmails: string[];
  nbpApiUrl: string;
  nbpFetchEnabled: boolean;
  /** The GeoLite2 database that locates IP addresses; undefined: IPs are not located. */
  maxmindDbPath: string | undefined;
  sanctionsFetchEnabled: boolean;
  sanctionsFetchIntervalHours: number;
  /** Sessions end after this many milliseconds without a request… */
  sessionIdleMs: number;
  /** …and this many after the login. */
  sessionTtlMs: number;
  /** The address each list is downloaded from; a list without one is imported from files only. */
  sanctionsUrls: Partial<Record<SanctionListSource, string>>;
  idempotencyTakeoverSeconds: number;
  auditSigningKey: string | undefined;
  /** The file the audit checkpoints are appended to. */
  auditCheckpointFile: string;
  /** QUEUE_POLL_SECONDS in ms; undefined: each queue polls at its own interval. */
  queuePollMs: number | undefined;
  /** The folder of the server store. */
  storageDir: string;
  /** The installation's S3 bucket; undefined: not offered. */
  s3: S3Config | undefined;
  /** The OAuth clients of the drives; undefined: that drive is not configured. */
  google: OAuthClientConfig | undefined;
  microsoft: (OAuthClientConfig & { tenant: string }) | undefined;
  /** The providers' addresses (overridden by tests only). */
  driveUrls: {
    googleOauth: string;
    googleAuth: string;
    googleApi: string;
    microsoftLogin: string;
    microsoftGraph: string;
  };
  storageEncryptionKey: string | undefined;
  /** Each registry's address and key; `enabled` when REGISTRIES names it and its key is set. */
  registries: Record<RegistryName, RegistryConfig>;
  registryCacheMs: number;
};

export type RegistryConfig = { enabled: boolean; url: string; key: string | undefined };

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};
export type OAuthClientConfig = { clientId: string; clientSecret: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Which registry needs which key variable to be on. */
const REGISTRY_KEYS: Partial<Record<RegistryName, 'REGON_API_KEY' | 'CEIDG_API_TOKEN'>> = {
  regon: 'REGON_API_KEY',
  ceidg: 'CEIDG_API_TOKEN',
};
const REGISTRY_URL_VARIABLES = {
  regon: 'REGON_API_URL',
  krs: 'KRS_API_URL',
  ceidg: 'CEIDG_API_URL',
  white_list: 'WHITE_LIST_API_URL',
  vies: 'VIES_API_URL',
  crbr: 'CRBR_API_URL',
} as const satisfies Record<RegistryName, string>;

function registriesConfig(e: z.infer<typeof EnvSchema>): Record<RegistryName, RegistryConfig> {
  const named = new Set(
    e.REGISTRIES.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const unknown = [...named].filter((name) => !(REGISTRIES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new OperatorError(
      `Invalid configuration: REGISTRIES names ${unknown.join(', ')}; known: ${REGISTRIES.join(', ')}`,
    );
  }
  return Object.fromEntries(
    REGISTRIES.map((registry) => {
      const keyVariable = REGISTRY_KEYS[registry];
      const key = keyVariable ? e[keyVariable] : undefined;
      const enabled = named.has(registry) && (!keyVariable || Boolean(key));
      return [registry, { enabled, url: trimSlash(e[REGISTRY_URL_VARIABLES[registry]]), key }];
    }),
  ) as Record<RegistryName, RegistryConfig>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    // Names the variables, never their values: DATABASE_URL and SMTP_URL may carry passwords.
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new OperatorError(`Invalid configuration: ${problems.join('; ')}`);
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
    logFormat: e.LOG_FORMAT,
    logEmailLinks: !e.SMTP_URL && (e.LOG_EMAIL_LINKS ?? true),
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    nbpApiUrl: e.NBP_API_URL.replace(/\/+$/, ''),
    nbpFetchEnabled: e.NBP_FETCH_ENABLED,
    maxmindDbPath: e.MAXMIND_DB_PATH ? path.resolve(e.MAXMIND_DB_PATH) : undefined,
    sanctionsFetchEnabled: e.SANCTIONS_FETCH_ENABLED,
    sanctionsFetchIntervalHours: e.SANCTIONS_FETCH_INTERVAL_HOURS,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    sanctionsUrls: Object.fromEntries(
      SANCTION_LIST_SOURCES.map((source) => [source, e[sanctionsUrlVariable(source)]]).filter(
        ([, url]) => Boolean(url),
      ),
    ),
    idempotencyTakeoverSeconds: e.IDEMPOTENCY_TAKEOVER_SECONDS,
    auditSigningKey: e.AUDIT_SIGNING_KEY,
    auditCheckpointFile: path.join(
      path.resolve(e.AUDIT_CHECKPOINT_DIR ?? path.join(e.DATA_DIR, 'audit-checkpoints')),
      'checkpoints.jsonl',
    ),
    queuePollMs: e.QUEUE_POLL_SECONDS === undefined ? undefined : e.QUEUE_POLL_SECONDS * 1000,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')),
    giifSchemaDir: e.GIIF_SCHEMA_DIR ? path.resolve(e.GIIF_SCHEMA_DIR) : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: trimSlash(e.S3_ENDPOINT),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    microsoft:
      e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: e.MICROSOFT_CLIENT_ID,
            clientSecret: e.MICROSOFT_CLIENT_SECRET,
            tenant: e.MICROSOFT_TENANT,
          }
        : undefined,
    driveUrls: {
      googleOauth: trimSlash(e.GOOGLE_OAUTH_URL),
      googleAuth: e.GOOGLE_AUTH_URL,
      googleApi: trimSlash(e.GOOGLE_API_URL),
      microsoftLogin: trimSlash(e.MICROSOFT_LOGIN_URL),
      microsoftGraph: trimSlash(e.MICROSOFT_GRAPH_URL),
    },
    storageEncryptionKey: e.STORAGE_ENCRYPTION_KEY,
    registries: registriesConfig(e),
    registryCacheMs: e.REGISTRY_CACHE_HOURS * 3_600_000,
  };
}
