import maxmind, { type CountryResponse } from 'maxmind';

/** The country (ISO 3166-1 alpha-2) of an IP address, or null when it cannot be located. */
export type Geolocate = (ip: string) => string | null;

/**
 * Opens a MaxMind GeoLite2 Country or City database (.mmdb; both carry `country`) and answers
 * the lookup the Maxmind party check uses. Only the country where the address is used
 * counts: `registered_country` (where the block is registered) is not a location, so an
 * address without `country` (anonymous, satellite) stays unlocated.
 */
export async function openGeolocation(path: string): Promise<Geolocate> {
  const reader = await maxmind.open<CountryResponse>(path);
  return (ip) => {
    if (!maxmind.validate(ip)) return null;
    return reader.get(ip)?.country?.iso_code ?? null;
  };
}
