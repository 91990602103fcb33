import { ConvertQuerySchema } from '@aml/shared';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { conversionQuery } from '../api/transactions-api';
import { useAmountFormat } from '../../../lib/amounts';
import { normaliseAmount } from './transaction-form-values';
import { useDebounced } from '../../../lib/use-debounced';

type Props = { amount: string; currency: string; bookedAt: string };

/** The question to GET /int/exchange-rates/convert, or null while the values are not valid. */
export function conversionParams({ amount, currency, bookedAt }: Props) {
  const query = {
    amount: normaliseAmount(amount),
    currency: currency.trim().toUpperCase(),
    date: bookedAt.slice(0, 10),
  };
  const valid = ConvertQuerySchema.safeParse(query).success && /[1-9]/.test(query.amount);
  return valid ? query : null;
}

/**
 * What the amount is worth in EUR on the booking day (art. 5), asked of the server once the
 * amount, the currency and the date have stopped changing; or why it is not known yet.
 */
export function EurPreview(props: Props) {
  const { t } = useTranslation('transactions');
  const formatAmount = useAmountFormat();
  const formatDate = useDateFormat();
  // Debounced as text: a new object each render would restart the wait forever.
  const settled = useDebounced(JSON.stringify(conversionParams(props)), 500);
  const params = JSON.parse(settled) as ReturnType<typeof conversionParams>;
  const conversion = useQuery({
    ...conversionQuery(params?.amount ?? '', params?.currency ?? '', params?.date ?? ''),
    enabled: params !== null,
  });
  const body = () => {
    if (!params) return <Typography color="text.secondary">{t('eur.incomplete')}</Typography>;
    if (conversion.isError) return <Alert severity="error">{errorText(conversion.error)}</Alert>;
    if (!conversion.data) return <Skeleton variant="rounded" height={56} aria-busy="true" />;
    const { amount_eur, rate_table, rate_date, rate, eur_rate } = conversion.data;
    if (amount_eur === null) return <Alert severity="info">{t('eur.will_be_computed')}</Alert>;
    const date = rate_date ? formatDate(rate_date) : '';
    return (
      <Stack spacing={0.5}>
        <Typography variant="h3" component="p">
          {formatAmount(amount_eur, 'EUR', 2)}
        </Typography>
        {rate_table && (
          <Typography variant="body2" color="text.secondary">
            {rate_table === 'manual'
              ? t('eur.manual_rate', { date })
              : t('eur.rate_table', { table: rate_table, date })}
          </Typography>
        )}
        {rate && eur_rate && params.currency !== 'PLN' && (
          <Typography variant="body2" color="text.secondary">
            {t('eur.rates', {
              currency: params.currency,
              rate: formatAmount(rate),
              eur_rate: formatAmount(eur_rate),
            })}
          </Typography>
        )}
      </Stack>
    );
  };
  return <div aria-live="polite">{body()}</div>;
}
