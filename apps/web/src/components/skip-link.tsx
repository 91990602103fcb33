import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The id of every layout's main element, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: a link past the app bar and the navigation to the page's
 * content, shown only while it has the focus (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      // The focus moves without touching the address, which the router owns.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('skip_to_content')}
    </Link>
  );
}
