import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../lib/api-client';
import { storage } from '../lib/storage';
import { LazyTooltip } from './lazy-tooltip';
import { focusHeadingAfterReload } from './page-heading';
import { useAction } from './use-action';

/**
 * Switches between English and Polish: saves the choice (with a ppvCode from the address,
 * if any) for a signed-in user, keeps it in the browser and reloads (spec section 2), the
 * focus then on the page's heading.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'pl' ? 'en' : 'pl';
  const switchLanguage = useAction(async () => {
    const ppvCode = new URLSearchParams(window.location.search).get('ppvCode') ?? undefined;
    if (storage.getToken()) {
      // The choice still applies in this browser if saving it fails.
      await apiCall('/language', { method: 'POST', body: { language: next, ppvCode } }).catch(
        () => undefined,
      );
    }
    await i18n.changeLanguage(next);
    // The page comes back in the other language with the focus on its heading, not the body.
    focusHeadingAfterReload();
    const url = new URL(window.location.href);
    url.searchParams.delete('lng');
    window.location.replace(url.toString());
  });

  return (
    // Named by what it shows (WCAG 2.5.3, label in name), the language's name its description.
    <LazyTooltip title={t('switch_language')} describeChild>
      <Button
        color="inherit"
        onClick={() => switchLanguage.run()}
        disabled={switchLanguage.busy}
        lang={next}
      >
        {next.toUpperCase()}
      </Button>
    </LazyTooltip>
  );
}
