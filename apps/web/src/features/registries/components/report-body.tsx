import { REGISTRIES, type RegistriesReport } from '@aml/shared';
import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { AnswerCard } from './answer-card';
import { anyAnswered, unanswered, useRedFlagSentence, useRegistryName } from './labels';

/** The red flags first: what the reader must look at, each a sentence with its source. */
function RedFlags({ report }: { report: RegistriesReport }) {
  const { t } = useTranslation('registries');
  const sentence = useRedFlagSentence();
  const registryName = useRegistryName();
  const flags = report.red_flags;
  return (
    <Section
      title={t('reports.red_flags_title')}
      aside={flags.length > 0 ? t('reports.red_flag_count', { count: flags.length }) : undefined}
    >
      {flags.length === 0 ? (
        <NoRedFlags report={report} />
      ) : (
        <Stack
          component="ul"
          spacing={1}
          aria-label={t('reports.red_flags_title')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {flags.map((flag, index) => (
            <Alert key={index} component="li" role="listitem" severity="warning">
              <Typography sx={{ overflowWrap: 'anywhere' }}>{sentence(flag)}</Typography>
              {flag.registry && (
                <Typography variant="body2" color="text.secondary">
                  {t('reports.red_flag_source', { registry: registryName(flag.registry) })}
                </Typography>
              )}
            </Alert>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/**
 * No red flags, said as far as it goes: an answer from no registry rules nothing out, and the
 * registries that did not answer are named.
 */
function NoRedFlags({ report }: { report: RegistriesReport }) {
  const { t, i18n } = useTranslation('registries');
  const registryName = useRegistryName();
  if (!anyAnswered(report)) {
    return <Alert severity="warning">{t('reports.nothing_answered')}</Alert>;
  }
  const missing = unanswered(report);
  if (missing.length === 0) return <Alert severity="success">{t('reports.no_red_flags')}</Alert>;
  const names = new Intl.ListFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    type: 'conjunction',
  }).format(missing.map(registryName));
  return <Alert severity="info">{t('reports.no_red_flags_partial', { registries: names })}</Alert>;
}

/** The names found screened against the sanctions lists, and the possible matches. */
function Screening({ report }: { report: RegistriesReport }) {
  const { t, i18n } = useTranslation(['registries', 'sanctions']);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  // The lists by the names the sanctions pages give them; an unknown one as it is.
  const listName = (source: string) => t(`sanctions:lists.${source}`, { defaultValue: source });
  return (
    <Section
      title={t('reports.screening_title')}
      aside={report.screening_done ? t('reports.screened', { count: report.screened }) : undefined}
    >
      {!report.screening_done ? (
        <Alert severity="info">{t('reports.screening_not_done')}</Alert>
      ) : report.hits.length === 0 ? (
        <Alert severity="success">{t('reports.no_hits')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('reports.hits_label')} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {(['subject', 'role', 'list', 'entry', 'score'] as const).map((column) => (
                  <TableCell key={column} align={column === 'score' ? 'right' : 'left'}>
                    {t(`reports.hit_columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.hits.map((hit, index) => (
                <TableRow key={index}>
                  <TableCell>{hit.subject}</TableCell>
                  <TableCell>{t(`reports.roles.${hit.role}`)}</TableCell>
                  <TableCell>{listName(hit.list)}</TableCell>
                  <TableCell>{hit.entry_name}</TableCell>
                  <TableCell align="right" sx={{ color: 'error.main', fontWeight: 600 }}>
                    {percent.format(hit.score)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/**
 * What a registries report says: the red flags first, then the sanctions screening of the
 * names found, then each registry's answer in the same order whatever order they came in.
 */
export function ReportBody({ report }: { report: RegistriesReport }) {
  const { t } = useTranslation('registries');
  const answers = [...report.answers].sort(
    (a, b) => REGISTRIES.indexOf(a.registry) - REGISTRIES.indexOf(b.registry),
  );
  return (
    <Stack spacing={3}>
      <RedFlags report={report} />
      <Screening report={report} />
      <Section title={t('reports.answers_title')} description={t('reports.answers_description')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {answers.map((answer) => (
            <AnswerCard key={answer.registry} answer={answer} />
          ))}
        </Box>
      </Section>
    </Stack>
  );
}
