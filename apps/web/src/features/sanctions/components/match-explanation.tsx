import type { SanctionMatch } from '@aml/shared';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signedPoints, usePercent } from './labels';

type Explanation = SanctionMatch['explanation'];

/** On a phone the tables scroll sideways rather than break their headings word by word. */
const tableSx = { minWidth: 520, '& th': { whiteSpace: 'nowrap' } } as const;

/**
 * Why a name matched, folded until asked for: the name pair and its score, the names word by
 * word (which word met which, how alike, by what method, how much it weighs) and the other
 * data (date of birth, nationality…) that moved the score up or down.
 */
export function MatchExplanation({ explanation }: { explanation: Explanation }) {
  const { t, i18n } = useTranslation('sanctions');
  const percent = usePercent();
  const weight = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const id = useId();
  const word = (value: string | null) =>
    value ?? (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('explanation.missing_token')}
      </Box>
    );

  return (
    <Accordion
      disableGutters
      variant="outlined"
      // The summary's heading sits under the card's h3.
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h4' } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
      >
        <Typography sx={{ fontWeight: 500 }}>{t('explanation.toggle')}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ pt: 0, px: { xs: 1.5, sm: 2 } }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('explanation.name_pair', {
            query: explanation.query_name,
            list: explanation.list_name,
            kind: t(`name_kinds.${explanation.name_kind}`, {
              defaultValue: explanation.name_kind,
            }),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('explanation.name_score', { score: percent(explanation.name_score) })}
        </Typography>
        {explanation.weak_alias && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('explanation.weak_alias')}
          </Alert>
        )}

        <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
          {t('explanation.tokens_title')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('explanation.tokens_label')} sx={tableSx}>
            <TableHead>
              <TableRow>
                <TableCell>{t('explanation.query_token')}</TableCell>
                <TableCell>{t('explanation.list_token')}</TableCell>
                <TableCell align="right">{t('explanation.similarity')}</TableCell>
                <TableCell>{t('explanation.method')}</TableCell>
                <TableCell align="right">{t('explanation.weight')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {explanation.tokens.map((token, index) => (
                <TableRow key={index}>
                  <TableCell>{word(token.query)}</TableCell>
                  <TableCell>{word(token.list)}</TableCell>
                  <TableCell align="right">{percent(token.similarity)}</TableCell>
                  <TableCell>
                    {t(`methods.${token.method}`, { defaultValue: token.method })}
                  </TableCell>
                  <TableCell align="right">{weight.format(token.weight)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>

        <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
          {t('explanation.qualifiers_title')}
        </Typography>
        {explanation.qualifiers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('explanation.no_qualifiers')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('explanation.qualifiers_label')} sx={tableSx}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('explanation.kind')}</TableCell>
                  <TableCell align="right">{t('explanation.effect')}</TableCell>
                  <TableCell>{t('explanation.query_value')}</TableCell>
                  <TableCell>{t('explanation.list_value')}</TableCell>
                  <TableCell>{t('explanation.detail')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {explanation.qualifiers.map((qualifier, index) => (
                  <TableRow key={index}>
                    <TableCell>
                      {t(`qualifier_kinds.${qualifier.kind}`, { defaultValue: qualifier.kind })}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        fontWeight: 600,
                        whiteSpace: 'nowrap',
                        color:
                          qualifier.effect > 0
                            ? 'error.main'
                            : qualifier.effect < 0
                              ? 'success.main'
                              : undefined,
                      }}
                    >
                      {t('explanation.effect_points', {
                        value: signedPoints(qualifier.effect),
                        count: Math.abs(Math.round(qualifier.effect * 100)),
                      })}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{qualifier.query}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{qualifier.list}</TableCell>
                    <TableCell>
                      {t(`qualifier_details.${qualifier.detail.replace(/[^a-z]+/gi, '_')}`, {
                        defaultValue: qualifier.detail,
                      })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
