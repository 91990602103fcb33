import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../lib/preferences';
import { LazyTooltip } from './lazy-tooltip';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { dark, toggleTheme } = usePreferences();
  const label = dark ? t('theme_light') : t('theme_dark');
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" onClick={toggleTheme} aria-label={label}>
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </LazyTooltip>
  );
}
