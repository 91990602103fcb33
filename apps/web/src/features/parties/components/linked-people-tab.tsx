import {
  CreateBeneficiarySchema,
  CreateBoardMemberSchema,
  partyDisplayName,
  type LinkedPersonKind,
  type Party,
  type RegistryPerson,
} from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CountryField, useCountryName } from '../../../components/country-field';
import { DataTable } from '../../../components/data-table';
import { gridDateFields } from '../../../components/form-date-field';
import { FormTextField, gridFields } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { ValueChip, type ChipColours } from '../../../components/value-chip';
import { errorText } from '../../../lib/api-client';
import { useDayFormat } from '../../../lib/dates';
import { resolverFor } from '../../../lib/forms';
import {
  PARTY_QUERIES,
  addLinkedPerson,
  linkedPeopleQuery,
  removeLinkedPerson,
  updateLinkedPerson,
} from '../api/parties-api';
import { personPrefill } from '../../registries';
import { CrbrPanel } from './crbr-panel';
import { DocumentFields } from './document-fields';
import { useKrsBoard } from './krs-board';
import { documentInput, documentValues, type DocumentValues } from './party-form-values';

/** The form of a beneficial owner or board member: what art. 36 and CRBR ask of them. */
export type PersonValues = {
  first_name: string;
  last_name: string;
  pesel: string;
  birth_date: string;
  /** ISO codes. */
  citizenships: string[];
  /** The country of residence: the one part of the address this form asks. */
  accommodation_address: { country: string };
  document: DocumentValues;
  /** The PEP declaration: '' while not made (the pep rule then reports it missing). */
  pep: '' | 'yes' | 'no';
  share: string;
  votes: string;
  other_control: string;
  board_role: string;
};

const percent = (text: string) => text.trim().replace(',', '.');

/**
 * The form's values as the API takes them: empty fields left out, or sent as null to clear
 * them when changing the `stored` person. The rest of a stored residence address is kept.
 */
export function personInput(kind: LinkedPersonKind, values: PersonValues, stored?: Party) {
  const missing = stored ? null : undefined;
  const text = (value: string) => value.trim() || missing;
  const address = Object.fromEntries(
    Object.entries(stored?.accommodation_address ?? {}).filter(([key]) => key !== 'country'),
  );
  const country = values.accommodation_address.country;
  const input: Record<string, unknown> = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    pesel: text(values.pesel),
    birth_date: values.birth_date || missing,
    citizenships: values.citizenships.length > 0 ? values.citizenships : missing,
    accommodation_address: country
      ? { ...address, country }
      : Object.keys(address).length > 0
        ? address
        : missing,
    document: documentInput(values.document) ?? missing,
    pep: values.pep === '' ? missing : values.pep === 'yes',
    ...(kind === 'beneficiary'
      ? {
          share: text(percent(values.share)),
          votes: text(percent(values.votes)),
          other_control: text(values.other_control),
        }
      : { board_role: values.board_role.trim() }),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

const resolvers = {
  beneficiary: resolverFor<PersonValues>(CreateBeneficiarySchema, (v) =>
    personInput('beneficiary', v),
  ),
  board_member: resolverFor<PersonValues>(CreateBoardMemberSchema, (v) =>
    personInput('board_member', v),
  ),
};

export const personValues = (person?: Party): PersonValues => ({
  first_name: person?.first_name ?? '',
  last_name: person?.last_name ?? '',
  pesel: person?.pesel ?? '',
  birth_date: person?.birth_date ?? '',
  citizenships: person?.citizenships ?? [],
  accommodation_address: { country: person?.accommodation_address?.country ?? '' },
  document: documentValues(person?.document ?? null),
  pep: person?.pep == null ? '' : person.pep ? 'yes' : 'no',
  share: person?.share ?? '',
  votes: person?.votes ?? '',
  other_control: person?.other_control ?? '',
  board_role: person?.board_role ?? '',
});

/** A new person's form filled with what a registry says of them (CRBR, KRS). */
export function registryPersonValues(person: RegistryPerson): PersonValues {
  const known = personPrefill(person);
  return {
    ...personValues(),
    first_name: known.first_name,
    last_name: known.last_name,
    pesel: known.pesel,
    birth_date: known.birth_date,
    citizenships: known.citizenships,
    accommodation_address: { country: known.residence_country },
    share: known.share,
    votes: known.votes,
    other_control: known.other_control,
    board_role: known.role,
  };
}

type PepValue = 'yes' | 'no' | 'not_declared';
const PEP_COLOURS: ChipColours<PepValue> = { yes: 'warning', no: 'default', not_declared: 'info' };

/** The PEP status as a chip: yes, no, or not declared (a gap the pep rule reports). */
function PepChip({ pep }: { pep: boolean | null }) {
  const value: PepValue = pep === null ? 'not_declared' : pep ? 'yes' : 'no';
  return (
    <ValueChip
      value={value}
      colours={PEP_COLOURS}
      text="parties:pep_values"
      outlined={value === 'not_declared'}
    />
  );
}

/** The beneficial owners or the board members of a company: listed, added, changed, removed. */
export function LinkedPeopleTab({
  code,
  kind,
  editable,
}: {
  code: string;
  kind: LinkedPersonKind;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('parties');
  const people = useQuery(linkedPeopleQuery(code, kind));
  // A person to change, a new one, or a new one filled from a registry.
  const [editing, setEditing] = useState<Party | 'new' | { from: PersonValues } | null>(null);
  const addFromRegistry = (person: RegistryPerson) =>
    setEditing({ from: registryPersonValues(person) });
  const recorded = people.data?.items ?? [];
  const krs = useKrsBoard({
    code,
    editable: editable && kind === 'board_member',
    recorded,
    onAdd: addFromRegistry,
  });
  const [removing, setRemoving] = useState<Party | null>(null);
  const remove = useAction((person: Party) => removeLinkedPerson(person.code, kind), {
    refresh: PARTY_QUERIES,
    onDone: () => setRemoving(null),
  });
  const country = useCountryName();
  const day = useDayFormat();
  const percentText = (value: string) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(Number(value) / 100);
  const words = t(`linked.${kind}`, { returnObjects: true }) as Record<string, string>;
  const notGiven = (
    <Typography variant="body2" color="text.secondary">
      {t('not_given')}
    </Typography>
  );
  const lines = (items: Array<ReactNode | false | null>) => {
    const shown = items.filter(Boolean);
    return shown.length === 0 ? notGiven : shown.map((item, i) => <Box key={i}>{item}</Box>);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 16em' }}>
          {words.description}
        </Typography>
        {kind === 'board_member' && krs.action}
        {editable && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {words.add}
          </Button>
        )}
      </Stack>
      {kind === 'board_member' && krs.panel}
      {people.isError && <Alert severity="error">{errorText(people.error)}</Alert>}
      {remove.failure && <Alert severity="error">{remove.failure}</Alert>}
      {people.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : people.data?.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{words.empty}</Typography>
        </Paper>
      ) : (
        <DataTable
          label={words.title}
          size="medium"
          minWidth={900}
          rows={people.data?.items ?? []}
          rowKey={(person) => person.code}
          columns={[
            {
              key: 'name',
              header: t('linked.name'),
              rowHeader: true,
              render: (person) => partyDisplayName(person),
            },
            {
              key: 'identity',
              header: t('linked.identity'),
              render: (person) =>
                person.pesel ?? (
                  <>
                    <Box>{t('linked.no_pesel')}</Box>
                    {person.birth_date && (
                      <Typography variant="body2" color="text.secondary">
                        {t('linked.born', { date: day(person.birth_date) })}
                      </Typography>
                    )}
                  </>
                ),
            },
            {
              key: 'citizenships',
              header: t('fields.citizenships'),
              render: (person) =>
                person.citizenships.length > 0
                  ? person.citizenships.map(country).join(', ')
                  : notGiven,
            },
            {
              key: 'residence',
              header: t('linked.residence'),
              render: (person) =>
                person.accommodation_address?.country
                  ? country(person.accommodation_address.country)
                  : notGiven,
            },
            kind === 'beneficiary'
              ? {
                  key: 'control',
                  header: t('linked.control'),
                  render: (person) =>
                    lines([
                      person.share &&
                        t('linked.control_share', { value: percentText(person.share) }),
                      person.votes &&
                        t('linked.control_votes', { value: percentText(person.votes) }),
                      person.other_control &&
                        t('linked.control_other', { text: person.other_control }),
                    ]),
                }
              : {
                  key: 'board_role',
                  header: t('fields.board_role'),
                  render: (person) => person.board_role,
                },
            {
              key: 'pep',
              header: t('linked.pep'),
              render: (person) => <PepChip pep={person.pep} />,
            },
            editable && {
              key: 'actions',
              header: t('linked.actions'),
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              render: (person) => (
                <>
                  <Tooltip title={t('linked.edit')}>
                    <IconButton
                      aria-label={t('linked.edit_named', { name: partyDisplayName(person) })}
                      onClick={() => setEditing(person)}
                    >
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('linked.remove')}>
                    <IconButton
                      aria-label={t('linked.remove_named', { name: partyDisplayName(person) })}
                      onClick={() => setRemoving(person)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            },
          ]}
        />
      )}
      {kind === 'beneficiary' && !people.isPending && (
        <CrbrPanel code={code} editable={editable} recorded={recorded} onAdd={addFromRegistry} />
      )}
      {editing && (
        <PersonDialog
          code={code}
          kind={kind}
          person={editing === 'new' || 'from' in editing ? undefined : editing}
          initial={editing !== 'new' && 'from' in editing ? editing.from : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={t('linked.remove_question', {
          name: `${removing?.first_name ?? ''} ${removing?.last_name ?? ''}`.trim(),
        })}
        confirmLabel={t('linked.remove')}
        destructive
        busy={remove.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.run(removing)}
      />
    </Stack>
  );
}

function PersonDialog({
  code,
  kind,
  person,
  initial,
  onClose,
}: {
  code: string;
  kind: LinkedPersonKind;
  person?: Party;
  /** A new person's values to start from (what a registry says of them). */
  initial?: PersonValues;
  onClose: () => void;
}) {
  const { t } = useTranslation('parties');
  const [confirming, setConfirming] = useState<PersonValues | null>(null);
  const form = useForm<PersonValues>({
    resolver: resolvers[kind],
    defaultValues: initial ?? personValues(person),
    mode: 'onTouched',
  });
  const save = useAction(
    (values: PersonValues) =>
      person
        ? updateLinkedPerson(kind, { ...personInput(kind, values, person), code: person.code })
        : addLinkedPerson(code, kind, personInput(kind, values)),
    { refresh: PARTY_QUERIES, fields: form, onDone: onClose },
  );
  const words = t(`linked.${kind}`, { returnObjects: true }) as Record<string, string>;
  const field = gridFields(form.control, (name) => t(`fields.${name}`), { breakpoint: 'sm' });
  const dateField = gridDateFields(form.control, (name) => t(`fields.${name}`), {
    breakpoint: 'sm',
  });
  const heading = (text: string) => (
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3">
        {text}
      </Typography>
    </Grid>
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={person ? words.edit_title! : words.add!}
      maxWidth="md"
    >
      <DialogForm
        onSubmit={form.handleSubmit((values) =>
          person ? setConfirming(values) : save.run(values),
        )}
        onCancel={onClose}
        busy={save.busy}
        failure={save.failure}
        submitLabel={person ? t('common:save') : words.add!}
      >
        <Grid container spacing={2}>
          {heading(t('linked.sections.person'))}
          {field('first_name', 6, { autoFocus: true, required: true })}
          {field('last_name', 6, { required: true })}
          {field('pesel', 6, {
            helperText: t('hints.pesel_or_birth_date'),
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
          {dateField('birth_date', 6, { expect: 'past' })}
          <Grid size={12}>
            <CountryField
              control={form.control}
              name="citizenships"
              label={t('fields.citizenships')}
              multiple
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CountryField
              control={form.control}
              name="accommodation_address.country"
              label={t('linked.residence')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="pep"
              label={t('pep_declaration')}
              select
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('pep_not_declared')}</MenuItem>
              <MenuItem value="no">{t('no')}</MenuItem>
              <MenuItem value="yes">{t('yes')}</MenuItem>
            </FormTextField>
          </Grid>
          {kind === 'beneficiary' ? (
            <>
              {heading(t('linked.control'))}
              <Grid size={12}>
                <Typography variant="body2" color="text.secondary">
                  {t('hints.control')}
                </Typography>
              </Grid>
              {field('share', 6, {
                helperText: t('hints.share'),
                slotProps: { htmlInput: { inputMode: 'decimal' } },
              })}
              {field('votes', 6, {
                helperText: t('hints.share'),
                slotProps: { htmlInput: { inputMode: 'decimal' } },
              })}
              {field('other_control', 12, {
                helperText: t('hints.other_control'),
                multiline: true,
                minRows: 2,
              })}
            </>
          ) : (
            field('board_role', 12, { required: true, helperText: t('hints.board_role') })
          )}
          {heading(t('sections.document'))}
          <DocumentFields control={form.control} breakpoint="sm" />
        </Grid>
      </DialogForm>
      <ConfirmDialog
        open={confirming !== null}
        message={t('common:save_question')}
        confirmLabel={t('common:save')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) save.run(confirming);
          setConfirming(null);
        }}
      />
    </FormDialog>
  );
}
