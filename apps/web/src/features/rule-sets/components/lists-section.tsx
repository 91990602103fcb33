import { referenceSourceText, type RuleSetDetail } from '@aml/shared';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useDateFormat } from '../../../lib/dates';
import { ListEntries } from './list-editor';
import { useRuleSetLabels } from './use-labels';

/** The reference lists of a set, each opened in place to see or edit its entries. */
export function ListsSection({
  ruleSet,
  canEdit,
  onNotice,
}: {
  ruleSet: RuleSetDetail;
  canEdit: boolean;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const formatDate = useDateFormat();
  const [open, setOpen] = useState<string | null>(null);
  const version = ruleSet.shown_version === ruleSet.version ? undefined : ruleSet.shown_version;

  if (ruleSet.lists.length === 0) {
    return <Typography color="text.secondary">{t('lists.empty')}</Typography>;
  }
  const nameOf = (list: RuleSetDetail['lists'][number]) =>
    list.name[labels.language]?.trim() || list.id;
  // A seeded list's legal source in the reader's language; one a person typed as typed.
  const sourceOf = (list: RuleSetDetail['lists'][number]) =>
    referenceSourceText(list.source, labels.language);
  return (
    <DataTable
      outlined={false}
      label={t('lists.title')}
      minWidth={720}
      rows={ruleSet.lists}
      rowKey={(list) => list.id}
      columns={[
        { key: 'name', header: t('lists.name'), render: nameOf },
        {
          key: 'source',
          header: t('lists.source'),
          sx: { maxWidth: 320, overflowWrap: 'anywhere' },
          render: (list) =>
            list.source_url ? (
              <Link href={list.source_url} target="_blank" rel="noreferrer">
                {sourceOf(list) || list.source_url}
              </Link>
            ) : (
              sourceOf(list) || '—'
            ),
        },
        {
          key: 'as_of',
          header: t('lists.as_of'),
          render: (list) => (list.as_of ? formatDate(list.as_of) : '—'),
        },
        {
          key: 'entries',
          header: t('lists.entries'),
          align: 'right',
          render: (list) => list.entries,
        },
        {
          key: 'open',
          // Named for screen readers, which read a column's heading with each cell.
          header: <VisuallyHidden>{t(canEdit ? 'lists.edit' : 'lists.show')}</VisuallyHidden>,
          align: 'right',
          render: (list) => {
            const isOpen = open === list.id;
            const name = nameOf(list);
            return (
              <Button
                size="small"
                aria-expanded={isOpen}
                aria-controls={`list-panel-${list.id}`}
                endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
                onClick={() => setOpen(isOpen ? null : list.id)}
                aria-label={t(canEdit ? 'lists.edit_named' : 'lists.show_named', { name })}
              >
                {t(canEdit ? 'lists.edit' : 'lists.show')}
              </Button>
            );
          },
        },
      ]}
      details={{
        open: (list) => open === list.id,
        render: (list) => (
          <Collapse in={open === list.id} unmountOnExit>
            <Box id={`list-panel-${list.id}`} sx={{ py: 2 }}>
              <ListEntries
                ruleSetCode={ruleSet.code}
                listId={list.id}
                version={version}
                canEdit={canEdit}
                onSaved={() => onNotice(t('lists.saved', { name: nameOf(list) }))}
              />
            </Box>
          </Collapse>
        ),
      }}
    />
  );
}
