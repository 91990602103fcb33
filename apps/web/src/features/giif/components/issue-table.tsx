import type { GiifIssue } from '@aml/shared';
import { Box, Link, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValues, type DataRow } from '../../../components/data-list';
import { DataTable } from '../../../components/data-table';
import { issuePlace, useIssueText } from './issue-text';
import { COMPANY_PATH, partyPath, reportPath } from './paths';

const PARTIES_CODES = new Set(['orderer_required', 'representative_required']);

/**
 * Where an issue is fixed, as a link: the party's form, the company's data, the transaction's
 * parties or its report (from a file's page); none when the fix is on the page itself.
 */
function FixLink({
  issue,
  name,
  fromFile,
}: {
  issue: GiifIssue;
  name: string | undefined;
  fromFile: boolean;
}) {
  const { t } = useTranslation('giif');
  const place = issuePlace(issue);
  const transaction = issue.transaction_code;
  const target = issue.party_code
    ? {
        to: partyPath(issue.party_code),
        text: name ? t('issue.open_party', { name }) : t('issue.open_a_party'),
      }
    : place === 'institution'
      ? { to: COMPANY_PATH, text: t('issue.open_company') }
      : transaction && PARTIES_CODES.has(issue.code)
        ? {
            to: `/dashboard/transactions/${transaction}?tab=parties`,
            text: t('issue.open_parties'),
          }
        : transaction && fromFile && place === 'transaction'
          ? { to: reportPath(transaction), text: t('issue.open_report') }
          : null;
  if (!target) return null;
  return (
    <Link component={RouterLink} to={target.to} variant="body2">
      {target.text}
    </Link>
  );
}

/**
 * What a report or a file still lacks: each issue's field in words (with its person's name),
 * what to do about it and where, as a link, and the schema's own words when the
 * installed XSD refused the file. `fromFile` adds the transaction of each issue. A phone shows
 * a card an issue: a table as wide as its columns would keep what to do out of view.
 */
export function IssueTable({
  issues,
  fromFile = false,
  label,
}: {
  issues: readonly GiifIssue[];
  fromFile?: boolean;
  label: string;
}) {
  const { t } = useTranslation('giif');
  const text = useIssueText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const withDetail = issues.some((issue) => issue.detail);
  const keyOf = (issue: GiifIssue) =>
    [issue.transaction_code, issue.party_code, issue.field, issue.code].join('|');
  // The parts of an issue, for the table's columns and the phone's cards.
  const transaction = (issue: GiifIssue) =>
    issue.transaction_code ? (
      // A code is read whole: cut at its hyphen, half of it would look like another code.
      <Link
        component={RouterLink}
        to={reportPath(issue.transaction_code)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {issue.transaction_code}
      </Link>
    ) : (
      '—'
    );
  const fix = (issue: GiifIssue) => (
    <Stack spacing={0.25}>
      <Typography variant="body2">{text.fix(issue)}</Typography>
      <FixLink issue={issue} name={issue.party_name} fromFile={fromFile} />
    </Stack>
  );
  const detail = (issue: GiifIssue) => (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {issue.detail ?? ''}
    </Typography>
  );

  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {issues.map((issue) => (
          <Paper component="li" key={keyOf(issue)} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
              {text.field(issue, issue.party_name)}
            </Typography>
            {fix(issue)}
            {(fromFile || issue.detail) && (
              <Box sx={{ mt: 1 }}>
                <LabelledValues
                  size={{ xs: 12 }}
                  rows={[
                    ...(fromFile ? [[t('issue.transaction'), transaction(issue)] as DataRow] : []),
                    ...(issue.detail ? [[t('issue.detail'), detail(issue)] as DataRow] : []),
                  ]}
                />
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      label={label}
      rows={issues}
      rowKey={keyOf}
      minWidth={fromFile ? 760 : 560}
      columns={[
        fromFile && { key: 'transaction', header: t('issue.transaction'), render: transaction },
        {
          key: 'field',
          header: t('issue.field'),
          rowHeader: true,
          render: (issue) => text.field(issue, issue.party_name),
        },
        { key: 'fix', header: t('issue.fix'), render: fix },
        withDetail && { key: 'detail', header: t('issue.detail'), render: detail },
      ]}
    />
  );
}
