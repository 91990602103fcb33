import type { CountryResponse, Reader } from 'maxmind';
import { OperatorError } from '../../lib/operator-error.js';

/** The country (ISO 3166-1 alpha-2) of an IP address, or null when it cannot be located. */
export type Geolocate = (ip: string) => string | null;

/**
 * Opens a MaxMind GeoLite2 Country or City database (.mmdb; both carry `country`) and answers
 * the lookup the Maxmind party check uses. Only the country where the address is used
 * counts: `registered_country` (where the block is registered) is not a location, so an
 * address without `country` (anonymous, satellite) stays unlocated.
 */
export async function openGeolocation(path: string): Promise<Geolocate> {
  // Loaded only when a database is configured: most installations have none (start-up, P9).
  const { default: maxmind } = await import('maxmind');
  let reader: Reader<CountryResponse>;
  try {
    reader = await maxmind.open<CountryResponse>(path);
  } catch (error) {
    // The start stops here (a silent "no check" would leave every IP check unprocessed): one
    // line naming the setting and the file tells the operator what to fix; a stack would not.
    throw new OperatorError(
      `MAXMIND_DB_PATH=${path} is not a readable MaxMind database (${whyUnreadable(error)}): ` +
        'give the path of a GeoLite2 Country or City .mmdb file, or unset MAXMIND_DB_PATH.',
      { cause: error },
    );
  }
  return (ip) => {
    if (!maxmind.validate(ip)) return null;
    return reader.get(ip)?.country?.iso_code ?? null;
  };
}

/** The file system's reason in words, or what maxmind says of a file that is not a database. */
function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'a folder, not a file';
  if (code === 'EACCES') return 'not readable by this user';
  return `not a MaxMind database: ${error instanceof Error ? error.message : String(error)}`;
}
