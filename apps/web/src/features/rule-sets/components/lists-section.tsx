import type { RuleSetDetail } from '@aml/shared';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Collapse,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('lists.title')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lists.name')}</TableCell>
            <TableCell>{t('lists.source')}</TableCell>
            <TableCell>{t('lists.as_of')}</TableCell>
            <TableCell align="right">{t('lists.entries')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {ruleSet.lists.map((list) => {
            const name = list.name[labels.language]?.trim() || list.id;
            const isOpen = open === list.id;
            const panel = `list-panel-${list.id}`;
            return (
              <Fragment key={list.id}>
                <TableRow sx={{ '& > td': { borderBottom: isOpen ? 0 : undefined } }}>
                  <TableCell>{name}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {list.source_url ? (
                      <Link href={list.source_url} target="_blank" rel="noreferrer">
                        {list.source || list.source_url}
                      </Link>
                    ) : (
                      list.source || '—'
                    )}
                  </TableCell>
                  <TableCell>{list.as_of ? formatDate(list.as_of) : '—'}</TableCell>
                  <TableCell align="right">{list.entries}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-expanded={isOpen}
                      aria-controls={panel}
                      endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
                      onClick={() => setOpen(isOpen ? null : list.id)}
                      aria-label={t(canEdit ? 'lists.edit_named' : 'lists.show_named', { name })}
                    >
                      {t(canEdit ? 'lists.edit' : 'lists.show')}
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 0, ...(isOpen ? {} : { borderBottom: 0 }) }}>
                    <Collapse in={isOpen} unmountOnExit>
                      <Box id={panel} sx={{ py: 2 }}>
                        <ListEntries
                          ruleSetCode={ruleSet.code}
                          listId={list.id}
                          version={version}
                          canEdit={canEdit}
                          onSaved={() => onNotice(t('lists.saved', { name }))}
                        />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
