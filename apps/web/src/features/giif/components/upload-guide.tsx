import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';

/** GIIF's system, where the institution uploads the signed file (Komunikat nr 47). */
export const GIIF_SITE = 'https://www.giif.mofnet.gov.pl';

/**
 * The manual upload on GIIF's website, step by step: GIIF takes the signed file there, and its
 * answer ("Z" registered, "R" loaded) is read there and recorded here.
 */
export function UploadGuide() {
  const { t } = useTranslation('giif');
  return (
    <Section title={t('file.guide_title')} description={t('file.guide_intro')}>
      <Box component="ol" sx={{ m: 0, pl: 3, '& > li + li': { mt: 1 } }}>
        <li>
          <Typography component="span">{t('file.guide_login')} </Typography>
          <Link href={GIIF_SITE} target="_blank" rel="noopener noreferrer">
            {GIIF_SITE.replace('https://', '')}
            <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
          </Link>
        </li>
        <li>{t('file.guide_upload')}</li>
        <li>{t('file.guide_status')}</li>
        <li>{t('file.guide_record')}</li>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('file.guide_manual')}
      </Typography>
    </Section>
  );
}
