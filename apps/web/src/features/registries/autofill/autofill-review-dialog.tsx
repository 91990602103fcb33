import type { Autofill } from '@aml/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../../components/country-field';
import {
  addressLine,
  chosenValues,
  personName,
  proposalsOf,
  takenByDefault,
  type FillField,
  type FillValues,
  type FormHolds,
  type Proposal,
} from './fill-values';
import { RegistryAnswers, someRegistryMissing, useSourceText } from './registry-answers';

/** A Polish account number in its groups of digits, as banks print it. */
const accountText = (account: string) => {
  const nrb = account.replace(/\s/g, '').replace(/^PL(?=\d{26}$)/i, '');
  return /^\d{26}$/.test(nrb)
    ? `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})/g, '$1 ')}`.trim()
    : account;
};

export type AutofillReviewProps = {
  autofill: Autofill;
  /** What the form holds now, of the fields it has. */
  holds: FormHolds;
  /** The form's own names of its fields; the registries' words where not given. */
  labels?: Partial<Record<FillField, string>>;
  /** The board members and beneficial owners found are listed, with this note on adding them. */
  peopleNote?: string;
  /** What the form records: another kind of entity in the registries is pointed out. */
  expectedKind?: 'legal_person' | 'sole_trader';
  onApply: (values: Partial<FillValues>) => void;
  onClose: () => void;
};

/**
 * The values the registries found, to review before they go into a form: each with its source
 * registry and date; a field the form has nothing in is taken unless unticked, one the officer
 * typed differently shows both and is kept unless ticked (never overwritten without asking).
 * Below, what each registry answered, so that one not configured or not answering is plain.
 */
export function AutofillReviewDialog({
  autofill,
  holds,
  labels = {},
  peopleNote,
  expectedKind,
  onApply,
  onClose,
}: AutofillReviewProps) {
  const { t } = useTranslation('registries');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const answersId = useId();
  const [proposals] = useState(() => proposalsOf(autofill, holds));
  const [chosen, setChosen] = useState(() => takenByDefault(proposals));
  const toChoose = proposals.filter((p) => p.state !== 'same');
  const choices = toChoose.filter((p) => chosen.has(p.field)).length;
  const toggle = (field: FillField, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  const kind = autofill.fields.entity_kind?.value;
  const people = peopleNote
    ? [
        { key: 'board', title: t('autofill.board_title'), items: autofill.board_members },
        { key: 'owners', title: t('autofill.owners_title'), items: autofill.beneficial_owners },
      ].filter((group) => group.items.length > 0)
    : [];
  const facts = useFacts(autofill);
  const nothing = proposals.length === 0 && people.length === 0 && facts.length === 0;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('autofill.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {nothing ? (
            <Alert severity="info">{t('autofill.nothing_found')}</Alert>
          ) : (
            toChoose.length > 0 && <Typography>{t('autofill.intro')}</Typography>
          )}
          {expectedKind && kind && kind !== expectedKind && (
            <Alert severity="warning">{t(`autofill.kind_differs.${kind}`)}</Alert>
          )}
          {proposals.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {proposals.map((proposal) => (
                <ProposalRow
                  key={proposal.field}
                  proposal={proposal}
                  label={labels[proposal.field] ?? t(`autofill.fields.${proposal.field}`)}
                  chosen={chosen.has(proposal.field)}
                  onToggle={(on) => toggle(proposal.field, on)}
                />
              ))}
            </Box>
          )}
          {facts.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {facts.map((fact, index) => (
                <Typography component="li" variant="body2" key={index}>
                  {fact}
                </Typography>
              ))}
            </Box>
          )}
          {people.map((group) => (
            <PeopleFound key={group.key} title={group.title} people={group.items} />
          ))}
          {people.length > 0 && (
            <Alert severity="info" variant="outlined">
              {peopleNote}
            </Alert>
          )}
          <Box component="section" aria-labelledby={answersId}>
            <Typography id={answersId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('autofill.answers_title')}
            </Typography>
            {someRegistryMissing(autofill.answers) && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('autofill.some_missing')}
              </Typography>
            )}
            <RegistryAnswers answers={autofill.answers} headingId={answersId} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          {toChoose.length > 0 ? t('common:cancel') : t('autofill.close')}
        </Button>
        {toChoose.length > 0 && (
          <Button
            variant="contained"
            disabled={choices === 0}
            onClick={() => onApply(chosenValues(proposals, chosen))}
          >
            {t('autofill.apply', { count: choices })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** A proposal's value as text: an address on one line, codes in a list, an account grouped. */
function useValueText() {
  const { t } = useTranslation('registries');
  const country = useCountryName();
  return (proposal: Proposal): string => {
    switch (proposal.field) {
      case 'address':
        return addressLine(
          { ...proposal.value, country: proposal.value.country && country(proposal.value.country) },
          (number) => t('autofill.flat', { number }),
        );
      case 'industries':
        return proposal.value.join(', ');
      case 'bank_account':
        return accountText(proposal.value);
      default:
        return proposal.value;
    }
  };
}

function ProposalRow({
  proposal,
  label,
  chosen,
  onToggle,
}: {
  proposal: Proposal;
  label: string;
  chosen: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('registries');
  const source = useSourceText();
  const text = useValueText();
  const labelId = useId();
  const current =
    proposal.state === 'differs' && proposal.current !== undefined
      ? text({ ...proposal, value: proposal.current } as Proposal)
      : null;
  return (
    <Box
      component="li"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '11em minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Typography id={labelId} variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{text(proposal)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {source(proposal.source, proposal.as_of)}
        </Typography>
        {proposal.others.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('autofill.other_accounts', {
              accounts: proposal.others.map(accountText).join('; '),
            })}
          </Typography>
        )}
        {current !== null && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('autofill.typed', { value: current })}
          </Typography>
        )}
      </Box>
      {proposal.state === 'same' ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
          <CheckCircleOutline fontSize="small" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('autofill.same')}
          </Typography>
        </Stack>
      ) : (
        <FormControlLabel
          sx={{ mr: 0, alignSelf: 'start' }}
          control={
            <Checkbox
              checked={chosen}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{
                input: {
                  'aria-label': t(`autofill.use_named.${proposal.state}`, { field: label }),
                },
              }}
            />
          }
          label={t(`autofill.use.${proposal.state}`)}
        />
      )}
    </Box>
  );
}

/** What the registries say that no field takes: the VAT status, the EU VAT number's validity. */
function useFacts(autofill: Autofill): ReactNode[] {
  const { t } = useTranslation('registries');
  const source = useSourceText();
  const facts: ReactNode[] = [];
  const vat = autofill.fields.vat_status;
  if (vat) {
    facts.push(
      t('autofill.vat_status', {
        status: t(`autofill.vat_statuses.${vat.value}`),
        source: source(vat.source, vat.as_of),
      }),
    );
  }
  const vies = autofill.answers.find((a) => a.registry === 'vies' && a.status === 'found');
  const valid = vies?.entity?.vat_eu_valid;
  if (vies && valid !== undefined) {
    facts.push(
      t(`autofill.vat_eu.${valid ? 'valid' : 'invalid'}`, {
        source: source(vies.registry, vies.as_of),
      }),
    );
  }
  return facts;
}

/** The people a registry names: the board (KRS, names hidden as it hides them), the owners. */
function PeopleFound({ title, people }: { title: string; people: Autofill['board_members'] }) {
  const { t, i18n } = useTranslation('registries');
  const headingId = useId();
  const percent = (value: string) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(Number(value) / 100);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {people.map((person, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
            {[
              person.role,
              personName(person),
              person.masked && t('autofill.masked'),
              person.share && t('autofill.share', { value: percent(person.share) }),
              person.votes && t('autofill.votes', { value: percent(person.votes) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
