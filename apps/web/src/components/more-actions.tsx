import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * A secondary action of a record's page: a link (`to`) or a step (`onSelect`). One the caller
 * may not take stays listed, disabled, with the reason under its label.
 */
export type MoreAction = {
  label: string;
  to?: string;
  onSelect?: () => void;
  /** Why the action may not be taken; empty or absent when it may. */
  whyNot?: string;
  destructive?: boolean;
};

/**
 * The "More actions" button of a page header and its menu (UI-PATTERNS: detail page): the
 * header keeps its primary action and the status change in view and fits one row, the rest
 * (new event, new task, delete…) waits here.
 */
export function MoreActions({ actions }: { actions: MoreAction[] }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ExpandMore sx={{ display: { xs: 'none', sm: 'block' } }} />}
        aria-label={t('record.more_actions')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: { xs: 0 } }}
      >
        {/* On a phone the three dots alone, so that the header's buttons fit one row. */}
        <MoreVert fontSize="small" sx={{ display: { xs: 'block', sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('record.more_actions')}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => {
          const disabled = Boolean(action.whyNot);
          const text = (
            <ListItemText
              primary={action.label}
              secondary={action.whyNot || undefined}
              slotProps={{
                primary: { color: action.destructive && !disabled ? 'error' : undefined },
                secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } },
              }}
            />
          );
          return action.to && !disabled ? (
            <MenuItem key={action.label} component={RouterLink} to={action.to} onClick={close}>
              {text}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              disabled={disabled}
              onClick={() => {
                close();
                action.onSelect?.();
              }}
            >
              {text}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
