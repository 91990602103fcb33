import { Typography, type TypographyProps } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The path whose heading was shown last: a heading on another path follows a navigation. */
let lastPath: string | null = null;

/** Whether a form field has the focus (one the new page focused itself, as a sign-in form does). */
const fieldHasFocus = () =>
  document.activeElement instanceof HTMLElement &&
  document.activeElement.matches('input, textarea, select, [contenteditable="true"]');

/**
 * A page's one h1. It names the browser tab after the page, and after a navigation inside the
 * app it takes the focus, so that a screen reader announces the new page and the keyboard
 * starts from its top (WCAG 2.4.2, 2.4.3), unless the page has put it in a field. A change of
 * the query (a filter, a tab) is not a new page and leaves the focus where it is.
 */
export function PageHeading({ children, sx }: { children: string; sx?: TypographyProps['sx'] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · ${t('app_name')}`;
  }, [children, t]);
  useEffect(() => {
    if (lastPath !== null && lastPath !== pathname && !fieldHasFocus()) heading.current?.focus();
    lastPath = pathname;
  }, [pathname]);
  return (
    <Typography
      ref={heading}
      variant="h1"
      tabIndex={-1}
      sx={{ '&:focus': { outline: 'none' }, ...sx }}
    >
      {children}
    </Typography>
  );
}
