import { CreatePartySchema, type CreatePartyInput, type Party } from '@aml/shared';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { gridDateFields } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { resolverFor } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createParty, partyKeys } from '../../parties';

const NEW_PARTY_TYPES = ['individual', 'sole_proprietorship', 'company'] as const;

type NewPartyValues = {
  type: (typeof NEW_PARTY_TYPES)[number];
  first_name: string;
  last_name: string;
  name: string;
  pesel: string;
  birth_date: string;
  /** ISO codes. */
  citizenships: string[];
  tax_id: string;
  /** A company's country of registration. */
  business_address: { country: string };
};

const EMPTY: NewPartyValues = {
  type: 'individual',
  first_name: '',
  last_name: '',
  name: '',
  pesel: '',
  birth_date: '',
  citizenships: [],
  tax_id: '',
  business_address: { country: '' },
};

const isPerson = (type: NewPartyValues['type']) => type !== 'company';

/**
 * The few fields of a party added from a transaction, those its screening and country rules
 * read; the rest is filled in on its page.
 */
export function newPartyInput(values: NewPartyValues): CreatePartyInput {
  const text = (value: string) => value.trim() || undefined;
  const person = isPerson(values.type)
    ? {
        first_name: text(values.first_name),
        last_name: text(values.last_name),
        pesel: text(values.pesel),
        birth_date: values.birth_date || undefined,
        citizenships: values.citizenships.length > 0 ? values.citizenships : undefined,
      }
    : {};
  const business =
    values.type === 'individual'
      ? {}
      : {
          name: text(values.name),
          tax_id: text(values.tax_id),
          business_address:
            values.type === 'company' && values.business_address.country
              ? { country: values.business_address.country }
              : undefined,
        };
  const fields = { type: values.type, ...person, ...business };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as unknown as CreatePartyInput;
}

/**
 * What screening needs of a party created here, beyond what every party needs: a person's
 * PESEL or date of birth and citizenship, a company's country of registration.
 */
const NewPartySchema = CreatePartySchema.superRefine((party, ctx) => {
  if (isPerson(party.type as NewPartyValues['type'])) {
    if (!party.pesel && !party.birth_date) {
      ctx.addIssue({ code: 'custom', message: 'pesel_or_birth_date_required', path: ['pesel'] });
    }
    if (!party.citizenships?.length) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['citizenships'] });
    }
  } else if (!party.business_address?.country) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['business_address', 'country'] });
  }
});

const resolver = resolverFor<NewPartyValues>(NewPartySchema, newPartyInput);

type Props = { open: boolean; onClose: () => void; onCreated: (party: Party) => void };

/** 'Create a new party': a small form that POSTs /int/parties and hands the party back. */
export function NewPartyDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation(['transactions', 'parties']);
  const form = useForm<NewPartyValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  // A new key each time the dialog opens: sent twice, the party is created once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const create = useAction(
    (values: NewPartyValues) => createParty(newPartyInput(values), idempotencyKey),
    {
      refresh: [partyKeys.all],
      fields: form,
      onDone: ({ party }) => {
        onCreated(party);
        close();
      },
    },
  );
  const close = () => {
    form.reset(EMPTY);
    create.reset();
    setIdempotencyKey(newIdempotencyKey());
    onClose();
  };
  const field = (
    name: 'first_name' | 'last_name' | 'name' | 'pesel' | 'tax_id',
    md = 6,
    props: { required?: boolean; helperText?: string } = {},
  ) => (
    <Grid size={{ xs: 12, sm: md }}>
      <FormTextField control={control} name={name} label={t(`parties:fields.${name}`)} {...props} />
    </Grid>
  );
  const dateField = gridDateFields(control, (name) => t(`parties:fields.${name}`), {
    breakpoint: 'sm',
  });
  return (
    <FormDialog open={open} onClose={close} title={t('parties_section.new_title')}>
      <DialogForm
        onSubmit={(event) => {
          // The dialog sits inside the transaction's form in React's tree: keep it there.
          event.stopPropagation();
          void form.handleSubmit(create.run)(event);
        }}
        onCancel={close}
        busy={create.busy}
        failure={create.failure}
        submitLabel={t('parties_section.new_submit')}
      >
        <Typography variant="body2" color="text.secondary">
          {t('parties_section.new_description')}
        </Typography>
        <Controller
          control={control}
          name="type"
          render={({ field: { value, onChange } }) => (
            <FormControl>
              <FormLabel id="new-party-type">{t('parties:fields.type')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="new-party-type"
                value={value}
                onChange={(event) => onChange(event.target.value)}
              >
                {NEW_PARTY_TYPES.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={t(`parties:types.${option}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Grid container spacing={2}>
          {type !== 'individual' && field('name', 12, { required: true })}
          {isPerson(type) && (
            <>
              {field('first_name', 6, { required: true })}
              {field('last_name', 6, { required: true })}
              {field('pesel', 6, { helperText: t('parties:hints.pesel_or_birth_date') })}
              {dateField('birth_date', 6, { expect: 'past' })}
              <Grid size={12}>
                <CountryField
                  control={control}
                  name="citizenships"
                  label={t('parties:fields.citizenships')}
                  multiple
                  required
                />
              </Grid>
            </>
          )}
          {type !== 'individual' && field('tax_id', 6)}
          {type === 'company' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <CountryField
                control={control}
                name="business_address.country"
                label={t('parties_section.registration_country')}
                required
              />
            </Grid>
          )}
        </Grid>
      </DialogForm>
    </FormDialog>
  );
}
