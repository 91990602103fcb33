import { GENDERS, PARTY_TYPES, RULE_RISKS } from '@aml/shared';

/**
 * The shape of a rule's configuration, read from its value: the API sends each kind's
 * configuration as stored, so the form is built from what is there rather than from a schema.
 */
export type FieldShape =
  | { type: 'number'; nullable: boolean }
  | { type: 'boolean' }
  | { type: 'risk' }
  | { type: 'select'; options: OptionSet; nullable: boolean }
  | { type: 'text'; nullable: boolean }
  | { type: 'string_list'; options: OptionSet | null }
  | { type: 'object_list'; fields: ObjectShape }
  | { type: 'object'; fields: ObjectShape };

export type ObjectShape = Array<[key: string, shape: FieldShape]>;

/** Where a select's options come from: fixed values, or the rule set's own lists. */
export type OptionSet = 'genders' | 'party_types' | 'lists';

export const FIXED_OPTIONS: Record<Exclude<OptionSet, 'lists'>, readonly string[]> = {
  genders: GENDERS,
  party_types: PARTY_TYPES,
};

const isRisk = (value: unknown) =>
  typeof value === 'string' && (RULE_RISKS as readonly string[]).includes(value);

/** Keys whose values are known codes, shown as a choice among them. */
function optionsOf(key: string): OptionSet | null {
  if (key === 'gender' || key === 'genders') return 'genders';
  if (key === 'party_types' || key === 'party_type') return 'party_types';
  if (key === 'list' || key === 'lists') return 'lists';
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape of one value under `key`. `samples` are the other values seen under the same key
 * (the rows of a list), so a null in one row takes the type of its neighbours.
 */
export function shapeOf(key: string, samples: unknown[]): FieldShape {
  const known = samples.filter((value) => value !== null && value !== undefined);
  const nullable = known.length < samples.length;
  const value = known[0];
  const options = optionsOf(key);
  if (key.endsWith('risk') || (value !== undefined && known.every(isRisk))) {
    return { type: 'risk' };
  }
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number' || (value === undefined && /(_age|_months|months)$/.test(key))) {
    return { type: 'number', nullable };
  }
  if (Array.isArray(value)) {
    const items = known.flatMap((list) => list as unknown[]);
    if (items.length > 0 && items.every(isPlainObject)) {
      return { type: 'object_list', fields: objectShapeOf(items) };
    }
    return { type: 'string_list', options };
  }
  if (isPlainObject(value)) return { type: 'object', fields: objectShapeOf(known) };
  if (options) return { type: 'select', options, nullable };
  return { type: 'text', nullable };
}

/** Ranges read from–to; otherwise alphabetical (the stored JSON keeps no order of its own). */
const readingOrder = (key: string) => key.replace(/^from_/, '0_').replace(/^to_/, '1_');

/** The fields of objects (a configuration, or the rows of a list), in reading order. */
export function objectShapeOf(objects: unknown[]): ObjectShape {
  const rows = objects.filter(isPlainObject);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].sort((a, b) =>
    readingOrder(a).localeCompare(readingOrder(b)),
  );
  return keys.map((key) => [
    key,
    shapeOf(
      key,
      rows.map((row) => row[key] ?? null),
    ),
  ]);
}

/** The value a new row starts with: empty numbers (to fill in), the middle risk level. */
export function emptyValueOf(shape: FieldShape): unknown {
  switch (shape.type) {
    case 'number':
      return null;
    case 'boolean':
      return false;
    case 'risk':
      return 'normal';
    case 'select':
      return shape.nullable
        ? null
        : shape.options === 'lists'
          ? ''
          : FIXED_OPTIONS[shape.options][0];
    case 'text':
      return shape.nullable ? null : '';
    case 'string_list':
    case 'object_list':
      return [];
    case 'object':
      return emptyObjectOf(shape.fields);
  }
}

export const emptyObjectOf = (fields: ObjectShape): Record<string, unknown> =>
  Object.fromEntries(fields.map(([key, shape]) => [key, emptyValueOf(shape)]));

/** "open_hit_risk" → "Open hit risk": a label for a key no translation names. */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The value at a dotted path ("bands.0.to_age"), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (Array.isArray(node)) return node[Number(part)];
    return isPlainObject(node) ? node[part] : undefined;
  }, value);
}
