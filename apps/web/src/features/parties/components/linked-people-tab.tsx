import {
  CreateBeneficiarySchema,
  CreateBoardMemberSchema,
  type LinkedPersonKind,
  type Party,
} from '@aml/shared';
import {
  Alert,
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FormTextField, gridFields } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import {
  PARTY_QUERIES,
  addLinkedPerson,
  linkedPeopleQuery,
  removeLinkedPerson,
  updateLinkedPerson,
} from '../api/parties-api';
import { resolverFor } from '../../../lib/forms';
import { list } from './party-form-values';

type PersonValues = {
  first_name: string;
  last_name: string;
  pesel: string;
  birth_date: string;
  citizenships: string;
  share: string;
  board_role: string;
  /** The PEP declaration: '' while not made (the pep rule then reports it missing). */
  pep: '' | 'yes' | 'no';
};

function toInput(kind: LinkedPersonKind, values: PersonValues) {
  const input: Record<string, unknown> = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    pesel: values.pesel.trim() || undefined,
    birth_date: values.birth_date || undefined,
    citizenships: values.citizenships.trim() ? list(values.citizenships, true) : undefined,
    pep: values.pep === '' ? undefined : values.pep === 'yes',
  };
  if (kind === 'beneficiary') input.share = values.share.trim().replace(',', '.');
  else input.board_role = values.board_role.trim();
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

const resolvers = {
  beneficiary: resolverFor<PersonValues>(CreateBeneficiarySchema, (v) => toInput('beneficiary', v)),
  board_member: resolverFor<PersonValues>(CreateBoardMemberSchema, (v) =>
    toInput('board_member', v),
  ),
};

const valuesOf = (person?: Party): PersonValues => ({
  first_name: person?.first_name ?? '',
  last_name: person?.last_name ?? '',
  pesel: person?.pesel ?? '',
  birth_date: person?.birth_date ?? '',
  citizenships: person?.citizenships.join(', ') ?? '',
  share: person?.share ?? '',
  board_role: person?.board_role ?? '',
  pep: person?.pep == null ? '' : person.pep ? 'yes' : 'no',
});

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
  const { t } = useTranslation('parties');
  const people = useQuery(linkedPeopleQuery(code, kind));
  const [editing, setEditing] = useState<Party | 'new' | null>(null);
  const [removing, setRemoving] = useState<Party | null>(null);
  const remove = useAction((person: Party) => removeLinkedPerson(person.code, kind), {
    refresh: PARTY_QUERIES,
    onDone: () => setRemoving(null),
  });
  const words = t(`linked.${kind}`, { returnObjects: true }) as Record<string, string>;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {words.description}
        </Typography>
        {editable && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {words.add}
          </Button>
        )}
      </Stack>
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
          rows={people.data?.items ?? []}
          rowKey={(person) => person.code}
          columns={[
            {
              key: 'first_name',
              header: t('fields.first_name'),
              render: (person) => person.first_name,
            },
            {
              key: 'last_name',
              header: t('fields.last_name'),
              render: (person) => person.last_name,
            },
            { key: 'pesel', header: t('fields.pesel'), render: (person) => person.pesel },
            {
              key: 'citizenships',
              header: t('fields.citizenships'),
              render: (person) => person.citizenships.join(', '),
            },
            kind === 'beneficiary'
              ? {
                  key: 'share',
                  header: t('fields.share'),
                  render: (person) => `${person.share ?? ''} %`,
                }
              : {
                  key: 'board_role',
                  header: t('fields.board_role'),
                  render: (person) => person.board_role,
                },
            editable && {
              key: 'actions',
              header: t('linked.actions'),
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              render: (person) => (
                <>
                  <Tooltip title={t('linked.edit')}>
                    <IconButton aria-label={t('linked.edit')} onClick={() => setEditing(person)}>
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('linked.remove')}>
                    <IconButton aria-label={t('linked.remove')} onClick={() => setRemoving(person)}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <PersonDialog
          code={code}
          kind={kind}
          person={editing === 'new' ? undefined : editing}
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
  onClose,
}: {
  code: string;
  kind: LinkedPersonKind;
  person?: Party;
  onClose: () => void;
}) {
  const { t } = useTranslation('parties');
  const [confirming, setConfirming] = useState<PersonValues | null>(null);
  const form = useForm<PersonValues>({
    resolver: resolvers[kind],
    defaultValues: valuesOf(person),
    mode: 'onTouched',
  });
  const save = useAction(
    (values: PersonValues) => {
      const input = toInput(kind, values);
      return person
        ? updateLinkedPerson(kind, { ...input, code: person.code })
        : addLinkedPerson(code, kind, input);
    },
    { refresh: PARTY_QUERIES, fields: form, onDone: onClose },
  );
  const words = t(`linked.${kind}`, { returnObjects: true }) as Record<string, string>;
  const field = gridFields(form.control, (name) => t(`fields.${name}`), { breakpoint: 'sm' });
  return (
    <FormDialog open onClose={onClose} title={person ? words.edit_title! : words.add!}>
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
          {field('first_name', 6, { autoFocus: true })}
          {field('last_name')}
          {kind === 'beneficiary'
            ? field('share', 6, { helperText: t('hints.share') })
            : field('board_role', 6, { helperText: t('hints.board_role') })}
          {field('pesel')}
          {field('birth_date', 6, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {field('citizenships', 6, { helperText: t('hints.citizenships') })}
          <Grid size={12}>
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
