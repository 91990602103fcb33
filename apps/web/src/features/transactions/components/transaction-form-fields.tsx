import {
  CRYPTO_TRANSACTION_TYPES,
  PAYMENT_METHODS,
  TRANSACTION_PARTY_ROLES,
  TRANSACTION_TYPES,
  partyDisplayName,
  type Party,
} from '@aml/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Grid,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '../../../components/currency-field';
import { Section } from '../../../components/section';
import { gridDateFields } from '../../../components/form-date-field';
import { gridFields, optionItems } from '../../../components/form-text-field';
import { bindField, validationText } from '../../../lib/forms';
import { PartyPicker } from '../../parties';
import { EurPreview } from './eur-preview';
import { NewPartyDialog } from './new-party-dialog';
import { defaultRole, type TransactionFormValues } from './transaction-form-values';

type Props = { control: Control<TransactionFormValues> };

/** The sections of the transaction's form: the transaction, its EUR value and its parties. */
export function TransactionFormFields({ control }: Props) {
  const { t } = useTranslation('transactions');
  const [type, amount, currency, bookedAt] = useWatch({
    control,
    name: ['type', 'amount', 'currency', 'booked_at'],
  });
  const field = gridFields(control, (name) => t(`fields.${name}`));
  const dateField = gridDateFields(control, (name) => t(`fields.${name}`));
  const select = (name: Path<TransactionFormValues>, values: readonly string[], label: string) =>
    field(name, 4, {
      select: true,
      // The type is always given.
      children: optionItems(
        values,
        (value) => t(`${label}.${value}`),
        name === 'type' ? undefined : t('not_given'),
      ),
    });
  return (
    <>
      <Section grid title={t('sections.transaction')}>
        {select('type', TRANSACTION_TYPES, 'types')}
        {field('amount', 4, {
          required: true,
          helperText: t('hints.amount'),
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        <Grid size={{ xs: 12, md: 4 }}>
          <CurrencyField
            control={control}
            name="currency"
            label={t('fields.currency')}
            virtual={CRYPTO_TRANSACTION_TYPES.includes(type)}
            required
            helperText={t('hints.currency')}
          />
        </Grid>
        {dateField('booked_at', 4, { withTime: true, required: true, expect: 'past' })}
        {dateField('payment_date', 4, { expect: 'past' })}
        {select('payment_method', PAYMENT_METHODS, 'payment_methods')}
        {field('country_of_order', 4, {
          helperText: t('hints.country'),
          slotProps: { htmlInput: { maxLength: 2, autoCapitalize: 'characters' } },
        })}
        {field('description', 8, { multiline: true, minRows: 2 })}
      </Section>
      <Section grid title={t('sections.eur')}>
        <Grid size={12}>
          <EurPreview amount={amount} currency={currency} bookedAt={bookedAt} />
        </Grid>
      </Section>
      <Section grid title={t('sections.parties')}>
        <Grid size={12}>
          <PartiesField control={control} />
        </Grid>
      </Section>
    </>
  );
}

/** The parties of the transaction: picked from the team's parties or created here. */
function PartiesField({ control }: Props) {
  const { t } = useTranslation(['transactions', 'parties']);
  const { fields, append, remove } = useFieldArray({ control, name: 'parties' });
  const { errors } = useFormState({ control, name: 'parties' });
  const type = useWatch({ control, name: 'type' });
  const [creating, setCreating] = useState(false);
  const add = (party: Party) => {
    if (fields.some((row) => row.party_code === party.code)) return;
    append({
      party_code: party.code,
      role: defaultRole(type, fields.length),
      display_name: partyDisplayName(party),
      party_type: party.type,
    });
  };
  const error = errors.parties?.message ?? errors.parties?.root?.message;
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('parties_section.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={t('sections.parties')}>
          {fields.map((row, index) => (
            <ListItem
              key={row.id}
              divider
              disableGutters
              sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{row.display_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`parties:types.${row.party_type}`)} · {row.party_code}
                </Typography>
              </Box>
              <Controller
                control={control}
                name={`parties.${index}.role`}
                render={({ field }) => (
                  <TextField
                    {...bindField(field)}
                    select
                    size="small"
                    label={t('parties_section.role')}
                    sx={{ minWidth: 180 }}
                  >
                    {TRANSACTION_PARTY_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Tooltip title={t('parties_section.remove')}>
                <IconButton
                  onClick={() => remove(index)}
                  aria-label={t('parties_section.remove_named', { name: row.display_name })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </ListItem>
          ))}
        </List>
      )}
      {error && <Alert severity="error">{validationText(error)}</Alert>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <PartyPicker
          exclude={fields.map((row) => row.party_code)}
          onPick={add}
          label={t('parties_section.find')}
          placeholder={t('parties_section.find_placeholder')}
        />
        <Button
          variant="outlined"
          onClick={() => setCreating(true)}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('parties_section.create')}
        </Button>
      </Stack>
      <NewPartyDialog open={creating} onClose={() => setCreating(false)} onCreated={add} />
    </Stack>
  );
}
