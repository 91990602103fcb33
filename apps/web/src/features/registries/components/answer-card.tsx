import type { RegistryAnswer, RegistryEntity, RegistryPerson } from '@aml/shared';
import { formatDecimal, localeOf } from '@aml/shared';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValues, type DataRow } from '../../../components/data-list';
import { countryName } from '../../../lib/countries';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { AnswerChip } from './answer-status';
import { groupedNrb, useAddress, useRegistryName } from './labels';

const PEOPLE_LISTS = ['board', 'shareholders', 'representatives', 'beneficial_owners'] as const;

const nameOf = (person: RegistryPerson) =>
  person.company_name ?? [person.first_name, person.last_name].filter(Boolean).join(' ');

/** One person a registry names: the name and role, then what identifies them and their share. */
function Person({ person }: { person: RegistryPerson }) {
  const { t, i18n } = useTranslation('registries');
  const formatDay = useDayFormat();
  const language = i18n.resolvedLanguage ?? 'en';
  const percent = (value: string) => `${formatDecimal(value, localeOf(language))}%`;
  const country = (code: string) => countryName(code, language);
  const facts = [
    person.pesel && t('reports.person.pesel', { value: person.pesel }),
    person.birth_date && t('reports.person.born', { date: formatDay(person.birth_date) }),
    person.nip && t('reports.person.nip', { value: person.nip }),
    !!person.citizenships?.length &&
      t('reports.person.citizenships', { value: person.citizenships.map(country).join(', ') }),
    person.residence_country &&
      t('reports.person.residence', { value: country(person.residence_country) }),
    person.share && t('reports.person.share', { value: percent(person.share) }),
    person.votes && t('reports.person.votes', { value: percent(person.votes) }),
    person.other_control,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {nameOf(person) || t('reports.person.unnamed')}
        </Box>
        {person.role && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {` · ${person.role}`}
          </Box>
        )}
      </Typography>
      {facts.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** A list of people a registry names (the board, the owners…), under its heading. */
function People({
  list,
  people,
}: {
  list: (typeof PEOPLE_LISTS)[number];
  people: RegistryPerson[];
}) {
  const { t } = useTranslation('registries');
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="subtitle2" component="h4">
        {t(`reports.people.${list}`)}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {people.map((person, index) => (
          <Person key={index} person={person} />
        ))}
      </Box>
      {people.some((person) => person.masked) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('reports.masked_note')}
        </Typography>
      )}
    </Box>
  );
}

/** What a registry said of the company, as labelled values; what it did not say is left out. */
function useEntityRows() {
  const { t } = useTranslation('registries');
  const formatDay = useDayFormat();
  const address = useAddress();
  return (entity: RegistryEntity): DataRow[] => {
    const yesNo = (value: boolean | undefined) =>
      value === undefined ? null : value ? t('reports.yes') : t('reports.no');
    const day = (value: string | undefined) => value && formatDay(value);
    // The main activity first, then the others in the registry's order.
    const pkd = [...(entity.pkd ?? [])]
      .sort((a, b) => Number(b.main) - Number(a.main))
      .map((p) =>
        [p.code, p.name, p.main && `(${t('reports.pkd_main')})`].filter(Boolean).join(' '),
      );
    // Long values take a row of their own (or two thirds of one); short ones sit side by side,
    // two to a row on a phone, three on a wide screen.
    const rows: Array<[string, string | null | undefined, number?]> = [
      ['name', entity.name, 12],
      ['legal_form', entity.legal_form, 8],
      ['entity_kind', entity.entity_kind && t(`reports.entity_kinds.${entity.entity_kind}`)],
      ['nip', entity.nip],
      ['regon', entity.regon],
      ['krs', entity.krs],
      ['address', entity.address && address(entity.address), 8],
      ['vat_status', entity.vat_status && t(`reports.vat_statuses.${entity.vat_status}`)],
      [
        'vat_eu',
        entity.vat_eu_valid === undefined
          ? null
          : t(entity.vat_eu_valid ? 'reports.vat_eu_valid' : 'reports.vat_eu_invalid'),
      ],
      ['registration_date', day(entity.registration_date)],
      ['end_date', day(entity.end_date)],
      ['removal_date', day(entity.removal_date)],
      ['restoration_date', day(entity.restoration_date)],
      ['liquidation', yesNo(entity.liquidation)],
      ['bankruptcy', yesNo(entity.bankruptcy)],
      ['pkd', pkd.join('\n'), 12],
      ['accounts', entity.accounts?.map(groupedNrb).join('\n'), 12],
    ];
    return rows
      .filter(([, value]) => Boolean(value))
      .map(([field, value, md]) => [t(`reports.fields.${field}`), value, md]);
  };
}

/**
 * One registry's answer in a report: its status, the date of the answer and the request
 * identifier that proves it, why it could not answer, and what it said of the company and of
 * its people.
 */
export function AnswerCard({ answer }: { answer: RegistryAnswer }) {
  const { t } = useTranslation('registries');
  const registryName = useRegistryName();
  const formatDate = useDateFormat();
  const entityRows = useEntityRows();
  const titleId = useId();
  const entity = answer.entity;
  const rows = entity ? entityRows(entity) : [];
  const people = PEOPLE_LISTS.map((list) => [list, entity?.[list] ?? []] as const).filter(
    ([, list]) => list.length > 0,
  );
  const proof = [
    answer.as_of && t('reports.as_of', { date: formatDate(answer.as_of, true) }),
    answer.request_id && t('reports.request_id', { id: answer.request_id }),
  ].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: proof.length > 0 ? 0.5 : 1.5 }}
      >
        <Typography id={titleId} variant="h3" component="h3">
          {registryName(answer.registry)}
        </Typography>
        <AnswerChip status={answer.status} />
      </Stack>
      {proof.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
        >
          {proof.join(' · ')}
        </Typography>
      )}
      {answer.status === 'unavailable' && answer.message && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t('reports.unavailable_message', { message: answer.message })}
        </Alert>
      )}
      {answer.status === 'unavailable' && !answer.message && (
        <Typography color="text.secondary">{t('reports.status_texts.unavailable')}</Typography>
      )}
      {answer.status !== 'found' && answer.status !== 'unavailable' && (
        <Typography color="text.secondary">{t(`reports.status_texts.${answer.status}`)}</Typography>
      )}
      {answer.status === 'found' && rows.length === 0 && people.length === 0 && (
        <Typography color="text.secondary">{t('reports.nothing_said')}</Typography>
      )}
      {rows.length > 0 && <LabelledValues rows={rows} size={{ xs: 6, md: 4 }} keepLines />}
      {people.length > 0 && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {people.map(([list, persons]) => (
            <People key={list} list={list} people={persons} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
