import { z } from 'zod';
import { businessDateField } from './fields.js';

/** Where a rate came from: NBP's table A, or an administrator (typed in or imported). */
export const RATE_SOURCES = ['nbp', 'manual'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** A day of a rate: within the spec's range of dates, as every date a request gives. */
const rateDate = businessDateField;
/** PLN per one unit of the currency, as NBP publishes it (mid), an exact decimal. */
const rateValue = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'rate_invalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'rate_invalid' });

export const ExchangeRateSchema = z.object({
  currency: z.string(),
  effective_date: z.string(),
  table_no: z.string(),
  mid: z.string(),
  source: z.enum(RATE_SOURCES),
  created_at: z.iso.datetime(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/** GET /int/exchange-rates */
export const ExchangeRateQuerySchema = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .optional(),
  from: rateDate.optional(),
  to: rateDate.optional(),
});

export const ExchangeRateListSchema = z.object({
  items: z.array(ExchangeRateSchema),
  /** Per currency: the last day through which its rates are known to be complete. */
  coverage: z.array(z.object({ currency: z.string(), checked_through: z.string() })),
});

/** The fields of one rate, as entered by hand or read from an imported CSV line. */
export const ManualRateSchema = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, { error: 'currency_invalid' })),
  effective_date: rateDate,
  mid: rateValue,
});

/** POST /int/exchange-rates (system administrators): rates entered by hand. */
export const ManualRatesSchema = z.strictObject({
  rates: z.array(ManualRateSchema).min(1).max(5000),
});
export type ManualRates = z.infer<typeof ManualRatesSchema>;

/** POST /int/exchange-rates/fetch (system administrators): ask NBP now. */
export const FetchRatesSchema = z
  .strictObject({
    from: rateDate,
    to: rateDate,
  })
  .refine((range) => range.from <= range.to, { error: 'range_invalid', path: ['to'] });

export const FetchRatesResultSchema = z.object({
  stored: z.number().int(),
  checked_through: z.string().nullable(),
  /** Transactions whose pending EUR value was completed by the new rates. */
  completed: z.number().int(),
});

/** GET /int/exchange-rates/convert: what an amount is worth in EUR on a day (art. 5). */
export const ConvertQuerySchema = z.strictObject({
  amount: z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, { error: 'amount_invalid' }),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, { error: 'currency_invalid' }),
  date: rateDate,
});

export const ConversionSchema = z.object({
  /** null while the rate in force that day is not known yet. */
  amount_eur: z.string().nullable(),
  rate_table: z.string().nullable(),
  rate_date: z.string().nullable(),
  rate: z.string().nullable(),
  eur_rate: z.string().nullable(),
});
export type Conversion = z.infer<typeof ConversionSchema>;
