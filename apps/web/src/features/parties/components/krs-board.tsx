import {
  isValidNip,
  isValidRegon,
  normaliseNip,
  normaliseRegon,
  type Autofill,
  type Party,
  type RegistryPerson,
} from '@aml/shared';
import Close from '@mui/icons-material/Close';
import ManageSearch from '@mui/icons-material/ManageSearch';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { GuardedButton } from '../../../components/detail-page';
import { useAction } from '../../../components/use-action';
import {
  RegistryAnswers,
  fetchAutofill,
  personName,
  useSourceText,
  type CompanyIdentifier,
} from '../../registries';
import { partyQuery } from '../api/parties-api';

/** The identifier KRS's board is found by: the company's Polish NIP, else its REGON. */
function identifierOf(party: Party | undefined): CompanyIdentifier | null {
  if (!party) return null;
  const polish = (party.tax_id_country ?? 'PL').toUpperCase() === 'PL';
  if (polish && party.tax_id && isValidNip(party.tax_id)) {
    return { kind: 'nip', value: normaliseNip(party.tax_id) };
  }
  if (party.regon && isValidRegon(party.regon)) {
    return { kind: 'regon', value: normaliseRegon(party.regon) };
  }
  return null;
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * "Find in KRS" on the board members tab: the board KRS lists for the company (by its NIP or
 * REGON), each with Add, which opens the board member's form with what KRS shows (the
 * function; the names unless KRS hid them). Gives the button and the panel of what was found,
 * for the tab to place.
 */
export function useKrsBoard({
  code,
  editable,
  recorded,
  onAdd,
}: {
  code: string;
  editable: boolean;
  recorded: Party[];
  onAdd: (person: RegistryPerson) => void;
}) {
  const { t } = useTranslation(['registries', 'parties']);
  // Read only where the board may be added to: the company's identifiers are looked up by.
  const party = useQuery({ ...partyQuery(code), enabled: editable });
  const identifier = identifierOf(party.data);
  const [found, setFound] = useState<Autofill | null>(null);
  const find = useAction(() => fetchAutofill(identifier!), { onDone: setFound });

  const label = find.busy ? t('autofill.krs.finding') : t('autofill.krs.find');
  const icon = find.busy ? (
    <CircularProgress size={18} color="inherit" aria-hidden />
  ) : (
    <ManageSearch />
  );
  const action = !editable ? null : identifier ? (
    <Button variant="outlined" startIcon={icon} onClick={() => find.run()} disabled={find.busy}>
      {label}
    </Button>
  ) : (
    <GuardedButton
      whyNot={party.data ? t('autofill.krs.needs_identifier') : ''}
      variant="outlined"
      startIcon={icon}
      disabled
    >
      {label}
    </GuardedButton>
  );
  const panel = (
    <>
      {find.failure && (
        <Alert severity="error" onClose={find.dismiss}>
          {find.failure}
        </Alert>
      )}
      {found && (
        <KrsBoardPanel
          autofill={found}
          recorded={recorded}
          editable={editable}
          onAdd={onAdd}
          onClose={() => setFound(null)}
        />
      )}
    </>
  );
  return { action, panel };
}

function KrsBoardPanel({
  autofill,
  recorded,
  editable,
  onAdd,
  onClose,
}: {
  autofill: Autofill;
  recorded: Party[];
  editable: boolean;
  onAdd: (person: RegistryPerson) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('registries');
  const source = useSourceText();
  const headingId = useId();
  const krs = autofill.answers.find((answer) => answer.registry === 'krs');
  const board = autofill.board_members;
  const recordedNames = new Set(
    recorded.map((person) => fold(`${person.first_name ?? ''} ${person.last_name ?? ''}`)),
  );
  const isRecorded = (person: RegistryPerson) =>
    !person.masked && recordedNames.has(fold(personName(person)));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h2">
            {t('autofill.krs.title')}
          </Typography>
          {krs?.status === 'found' && (
            <Typography variant="body2" color="text.secondary">
              {source('krs', krs.as_of)}
            </Typography>
          )}
        </Box>
        <Tooltip title={t('autofill.krs.close')}>
          <IconButton aria-label={t('autofill.krs.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={2}>
        {krs && krs.status !== 'found' && <RegistryAnswers answers={[krs]} />}
        {board.length === 0 ? (
          <Typography color="text.secondary">{t('autofill.krs.none')}</Typography>
        ) : (
          <>
            {board.some((person) => person.masked) && (
              <Alert severity="info">{t('autofill.krs.masked_note')}</Alert>
            )}
            <DataTable
              label={t('autofill.krs.title')}
              minWidth={480}
              rows={board}
              rowKey={(person) =>
                `${person.role ?? ''}:${personName(person)}:${person.pesel ?? ''}`
              }
              columns={[
                {
                  key: 'name',
                  header: t('autofill.krs.name'),
                  rowHeader: true,
                  render: (person) => (
                    <>
                      <Box>{personName(person) || t('autofill.masked')}</Box>
                      {person.masked && personName(person) && (
                        <Typography variant="body2" color="text.secondary">
                          {t('autofill.masked')}
                        </Typography>
                      )}
                    </>
                  ),
                },
                { key: 'role', header: t('autofill.krs.role'), render: (person) => person.role },
                editable && {
                  key: 'actions',
                  header: t('autofill.krs.actions'),
                  align: 'right',
                  sx: { whiteSpace: 'nowrap' },
                  render: (person) =>
                    isRecorded(person) ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('autofill.krs.recorded')}
                      </Typography>
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onAdd(person)}
                        aria-label={t('autofill.krs.add_named', {
                          name: [person.role, personName(person)].filter(Boolean).join(' '),
                        })}
                      >
                        {t('autofill.krs.add')}
                      </Button>
                    ),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
