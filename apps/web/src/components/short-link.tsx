import { Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { shortLabel } from '../lib/labels';

/** A record's name cut at 20 characters, the whole of it in a tooltip (UI-PATTERNS.md). */
export function ShortLink({ to, name, code }: { to: string; name: string; code: string }) {
  return (
    <Tooltip title={name.length > 20 ? name : ''}>
      <Link component={RouterLink} to={to} aria-label={name || code}>
        {shortLabel(name, code)}
      </Link>
    </Tooltip>
  );
}
