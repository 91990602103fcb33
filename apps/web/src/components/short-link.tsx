import { Link, Tooltip } from '@mui/material';
import { LABEL_MAX_LENGTH } from '@aml/shared';
import { Link as RouterLink } from 'react-router';

/**
 * A record's name cut at 20 characters, the whole of it in a tooltip (UI-PATTERNS.md). The
 * cut is drawn, not written: the link holds the whole name, so the name it is known by
 * contains every word it shows (WCAG 2.5.3, label in name), and a copied name is whole.
 */
export function ShortLink({ to, name, code }: { to: string; name: string; code: string }) {
  const label = name.trim() || code;
  return (
    <Tooltip title={label.length > LABEL_MAX_LENGTH ? label : ''} describeChild>
      <Link
        component={RouterLink}
        to={to}
        sx={{
          display: 'inline-block',
          maxWidth: `${LABEL_MAX_LENGTH}ch`,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {label}
      </Link>
    </Tooltip>
  );
}
