import { Typography, type TypographyProps } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The path whose heading was shown last: a heading on another path follows a navigation. */
let lastPath: string | null = null;

/** Marks a reload the app itself starts (a language switch), kept across it for one page. */
const FOCUS_AFTER_RELOAD = 'focusHeadingAfterReload';

/**
 * Asks the page shown after the reload that is about to happen to take the focus to its
 * heading, as after a navigation: a reload would otherwise leave the focus on the body.
 */
export function focusHeadingAfterReload() {
  sessionStorage.setItem(FOCUS_AFTER_RELOAD, 'true');
}

/** Whether a form field has the focus (one the new page focused itself, as a sign-in form does). */
const fieldHasFocus = () =>
  document.activeElement instanceof HTMLElement &&
  document.activeElement.matches('input, textarea, select, [contenteditable="true"]');

/** Whether nothing has the focus: it has fallen back to the body. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * A page's one h1. It names the browser tab after the page, and after a navigation inside the
 * app (or a reload the app asked for) it takes the focus, so that a screen reader announces
 * the new page and the keyboard starts from its top (WCAG 2.4.2, 2.4.3), unless the page has
 * put it in a field. A change of the query (a filter, a tab) is not a new page and leaves the
 * focus where it is.
 *
 * It also takes the focus when the control that had it goes away or is disabled (a status
 * button gone after the status changed, a deleted row, a dialog whose opener is gone), which
 * would leave the keyboard at the body, back at the start of the page.
 */
export function PageHeading({ children, sx }: { children: string; sx?: TypographyProps['sx'] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · ${t('app_name')}`;
  }, [children, t]);
  useEffect(() => {
    const reloaded = sessionStorage.getItem(FOCUS_AFTER_RELOAD) !== null;
    sessionStorage.removeItem(FOCUS_AFTER_RELOAD);
    const navigated = lastPath !== null && lastPath !== pathname;
    if ((navigated || reloaded) && !fieldHasFocus()) heading.current?.focus();
    lastPath = pathname;
  }, [pathname]);
  useEffect(() => {
    let last: Element | null = document.activeElement;
    const remember = (event: FocusEvent) => {
      last = event.target as Element;
    };
    // Leaving a control for nothing (a click beside it) is the user's choice, not a loss.
    const forget = (event: FocusEvent) => {
      const left = event.target as Element;
      if (event.relatedTarget !== null) return;
      queueMicrotask(() => {
        if (left === last && left.isConnected && !left.matches(':disabled')) last = null;
      });
    };
    const rescue = () => {
      if (!focusLost() || !last) return;
      if (!last.isConnected || last.matches(':disabled')) {
        last = null;
        heading.current?.focus();
      }
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', remember);
    document.addEventListener('focusout', forget);
    return () => {
      watcher.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', forget);
    };
  }, []);
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
