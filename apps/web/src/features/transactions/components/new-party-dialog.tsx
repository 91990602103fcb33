import { CreatePartySchema, type CreatePartyInput, type Party } from '@aml/shared';
import { FormControlLabel, Grid, Radio, RadioGroup, FormControl, FormLabel } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { resolverFor } from '../../../lib/forms';
import { createParty, partyKeys } from '../../parties';

type NewPartyValues = {
  type: 'individual' | 'company';
  first_name: string;
  last_name: string;
  name: string;
  pesel: string;
  tax_id: string;
};

const EMPTY: NewPartyValues = {
  type: 'individual',
  first_name: '',
  last_name: '',
  name: '',
  pesel: '',
  tax_id: '',
};

/** The few fields of a party added from a transaction; the rest is filled in on its page. */
export function newPartyInput(values: NewPartyValues): CreatePartyInput {
  const text = (value: string) => value.trim() || undefined;
  const fields =
    values.type === 'individual'
      ? {
          type: values.type,
          first_name: text(values.first_name),
          last_name: text(values.last_name),
          pesel: text(values.pesel),
        }
      : { type: values.type, name: text(values.name), tax_id: text(values.tax_id) };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as unknown as CreatePartyInput;
}

const resolver = resolverFor<NewPartyValues>(CreatePartySchema, newPartyInput);

type Props = { open: boolean; onClose: () => void; onCreated: (party: Party) => void };

/** 'Create a new party': a small form that POSTs /int/parties and hands the party back. */
export function NewPartyDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation(['transactions', 'parties']);
  const form = useForm<NewPartyValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const create = useAction((values: NewPartyValues) => createParty(newPartyInput(values)), {
    refresh: [partyKeys.all],
    fields: form,
    onDone: ({ party }) => {
      onCreated(party);
      close();
    },
  });
  const close = () => {
    form.reset(EMPTY);
    create.reset();
    onClose();
  };
  const field = (name: keyof NewPartyValues, label: string, md = 6) => (
    <Grid size={{ xs: 12, sm: md }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required={name !== 'pesel' && name !== 'tax_id'}
      />
    </Grid>
  );
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
                {(['individual', 'company'] as const).map((option) => (
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
          {type === 'individual' ? (
            <>
              {field('first_name', t('parties:fields.first_name'))}
              {field('last_name', t('parties:fields.last_name'))}
              {field('pesel', t('parties:fields.pesel'), 12)}
            </>
          ) : (
            <>
              {field('name', t('parties:fields.name'), 12)}
              {field('tax_id', t('parties:fields.tax_id'), 12)}
            </>
          )}
        </Grid>
      </DialogForm>
    </FormDialog>
  );
}
