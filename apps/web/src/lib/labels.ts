import { LABEL_MAX_LENGTH } from '@aml/shared';

/**
 * A record's label (spec section 2): names over 20 characters are cut and end with an
 * ellipsis; with no name the code stands in.
 */
export function shortLabel(name: string | null | undefined, code: string): string {
  const label = name?.trim();
  if (!label) return code;
  return label.length > LABEL_MAX_LENGTH ? `${label.slice(0, LABEL_MAX_LENGTH)}…` : label;
}
