import {
  GENDERS,
  INSTITUTION_TYPES,
  PARTY_TYPES,
  PAYMENT_METHODS,
  RULE_RISKS,
  TRANSACTION_TYPES,
} from '@aml/shared';

/**
 * The shape of a rule's configuration, read from its value: the API sends each kind's
 * configuration as stored, so the form is built from what is there rather than from a schema.
 * A few keys mean the same in every kind and are drawn by their name (KNOWN_KEYS), since a
 * value alone cannot tell that "15000.00" is an amount in euro or that a level may be empty.
 */
export type FieldShape =
  | { type: 'number'; nullable: boolean }
  | { type: 'boolean' }
  | { type: 'risk'; nullable: boolean }
  /** An amount in euro as exact text ("15000.00"): two decimals at most, more than zero. */
  | { type: 'amount'; nullable: boolean }
  | { type: 'select'; options: OptionSet; nullable: boolean }
  | { type: 'text'; nullable: boolean }
  /** `anyWhenEmpty`: an empty list does not narrow anything ("any type"). */
  | { type: 'string_list'; options: OptionSet | null; anyWhenEmpty: boolean }
  /** A text in both languages of the product ({ en, pl }), such as a limit's label. */
  | { type: 'bilingual' }
  | { type: 'object_list'; fields: ObjectShape }
  | { type: 'object'; fields: ObjectShape };

export type ObjectShape = Array<[key: string, shape: FieldShape]>;

/** Where a select's options come from: fixed values, or the rule set's own lists. */
export type OptionSet =
  | 'genders'
  | 'party_types'
  | 'lists'
  | 'comparisons'
  | 'transaction_types'
  | 'payment_methods'
  | 'institution_types';

/** How an amount is compared with a threshold (CDD "at or above", reports "above"). */
export const COMPARISONS = ['at_or_above', 'above'] as const;

export const FIXED_OPTIONS: Record<Exclude<OptionSet, 'lists'>, readonly string[]> = {
  genders: GENDERS,
  party_types: PARTY_TYPES,
  comparisons: COMPARISONS,
  transaction_types: TRANSACTION_TYPES,
  payment_methods: PAYMENT_METHODS,
  institution_types: INSTITUTION_TYPES,
};

/** Keys whose shape their name decides, whatever the value stored (null included). */
const KNOWN_KEYS: Record<string, FieldShape> = {
  comparison: { type: 'select', options: 'comparisons', nullable: false },
  transaction_types: { type: 'string_list', options: 'transaction_types', anyWhenEmpty: true },
  payment_methods: { type: 'string_list', options: 'payment_methods', anyWhenEmpty: true },
  institution_types: { type: 'string_list', options: 'institution_types', anyWhenEmpty: true },
  window_days: { type: 'number', nullable: false },
  min_transactions: { type: 'number', nullable: false },
  min_history: { type: 'number', nullable: false },
  multiple_of_average: { type: 'number', nullable: false },
  // Empty turns the deviation test off: the multiple of the average alone decides.
  standard_deviations: { type: 'number', nullable: true },
  report_to_giif: { type: 'boolean' },
  country_required: { type: 'boolean' },
  // Empty: a party whose verification is required does not count.
  user_verification_required_risk: { type: 'risk', nullable: true },
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

/** { en, pl } and nothing else: a text in both languages. */
const isBilingual = (value: unknown) =>
  isPlainObject(value) &&
  Object.keys(value).sort().join() === 'en,pl' &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * The shape of one value under `key`. `samples` are the other values seen under the same key
 * (the rows of a list), so a null in one row takes the type of its neighbours.
 */
export function shapeOf(key: string, samples: unknown[]): FieldShape {
  const known = samples.filter((value) => value !== null && value !== undefined);
  const nullable = known.length < samples.length;
  // Own keys only: a configuration key named 'constructor' is not Object's.
  if (Object.hasOwn(KNOWN_KEYS, key)) return KNOWN_KEYS[key]!;
  // Amounts in euro (threshold_eur): exact decimals as text, never numbers.
  if (key.endsWith('_eur')) return { type: 'amount', nullable };
  const value = known[0];
  const options = optionsOf(key);
  if (key.endsWith('risk') || (value !== undefined && known.every(isRisk))) {
    return { type: 'risk', nullable: false };
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
    return { type: 'string_list', options, anyWhenEmpty: false };
  }
  if (known.length > 0 && known.every(isBilingual)) return { type: 'bilingual' };
  if (isPlainObject(value)) return { type: 'object', fields: objectShapeOf(known) };
  if (options) return { type: 'select', options, nullable };
  return { type: 'text', nullable };
}

/**
 * Where a known key stands among its neighbours: what a row is (its label), what is counted
 * (days, transactions), the threshold and how it is crossed, the filters; then every other key
 * alphabetically, and last the switches that act on a finding.
 */
const LEADING_KEYS = [
  'label',
  'window_days',
  'min_transactions',
  'min_history',
  'threshold_eur',
  'comparison',
  'multiple_of_average',
  'standard_deviations',
  'transaction_types',
  'payment_methods',
  'institution_types',
];
const TRAILING_KEYS = ['report_to_giif', 'country_required'];

/** Ranges read from–to; otherwise as above (the stored JSON keeps no order of its own). */
function readingOrder(key: string): string {
  const leading = LEADING_KEYS.indexOf(key);
  if (leading >= 0) return `0${String(leading).padStart(2, '0')}`;
  const trailing = TRAILING_KEYS.indexOf(key);
  if (trailing >= 0) return `2${String(trailing).padStart(2, '0')}`;
  return `1${key.replace(/^from_/, '0_').replace(/^to_/, '1_')}`;
}

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
    case 'amount':
      return shape.nullable ? null : '';
    case 'select':
      return shape.nullable
        ? null
        : shape.options === 'lists'
          ? ''
          : FIXED_OPTIONS[shape.options][0];
    case 'text':
      return shape.nullable ? null : '';
    case 'bilingual':
      return { en: '', pl: '' };
    case 'string_list':
    case 'object_list':
      return [];
    case 'object':
      return emptyObjectOf(shape.fields);
  }
}

export const emptyObjectOf = (fields: ObjectShape): Record<string, unknown> =>
  Object.fromEntries(fields.map(([key, shape]) => [key, emptyValueOf(shape)]));

/** Rows with a label in both languages are titled by it (the limits of a threshold rule). */
export const isTitledRow = (fields: ObjectShape) =>
  fields.some(([key, shape]) => key === 'label' && shape.type === 'bilingual');

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

/** An EUR amount as the API takes it: 1–12 digits, up to 2 decimals, more than zero. */
const EUR_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
export const isEurAmount = (value: unknown) =>
  typeof value === 'string' && EUR_AMOUNT.test(value) && /[1-9]/.test(value);
