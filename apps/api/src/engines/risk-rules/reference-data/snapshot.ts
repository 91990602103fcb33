/**
 * The date of the domain research (shared/domain/poland.md: its newest dated source). Lists that
 * are design input rather than an official publication carry it as their "as of".
 */
export const DOMAIN_NOTE_SNAPSHOT = '2026-08-04';
