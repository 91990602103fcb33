import type { GiifFile } from '@aml/shared';
import { Alert, AlertTitle, Box, Stack } from '@mui/material';

/** The signature formats as their standards write them. */
const FORMATS: Record<string, string> = { xades: 'XAdES', cades: 'CAdES', pades: 'PAdES' };
import { useTranslation } from 'react-i18next';
import { LabelledValues } from '../../../components/data-list';
import type { PageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import {
  GIIF_QUERIES,
  giifSignedFile,
  signatureProblems,
  uploadSignedGiifFile,
} from '../api/giif-api';
import { GiifDownloadButton } from './download-button';
import { FilePickButton } from './file-pick-button';

/** States in which a signed file may be uploaded: exported, until it is sent to GIIF. */
export const SIGNABLE = ['exported', 'signed'] as const;
export const canUploadSigned = (file: GiifFile) =>
  (SIGNABLE as readonly string[]).includes(file.state);

/**
 * The qualified signature: what to do (sign the XML outside the application), the upload of
 * the signed file, then what the check found: the format, the signer and when it was signed,
 * or why the file was refused, in the user's language.
 */
export function SignatureSection({
  file,
  canEdit,
  feedback,
}: {
  file: GiifFile;
  canEdit: boolean;
  feedback: PageFeedback;
}) {
  const { t, i18n } = useTranslation('giif');
  const formatDate = useDateFormat();
  const upload = useAction((chosen: File) => uploadSignedGiifFile(file.code, chosen), {
    refresh: GIIF_QUERIES,
    onDone: () => feedback.notify(t('file.uploaded_signed')),
  });
  const problems = signatureProblems(upload.error);
  const language = i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
  const signed = file.signed_file;
  return (
    <Section title={t('file.signature_title')} description={t('file.signature_description')}>
      <Stack spacing={2}>
        {problems !== null ? (
          <Alert severity="error" onClose={upload.reset}>
            <AlertTitle>{t('file.signature_refused')}</AlertTitle>
            {problems.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problems.map((problem) => (
                  <li key={problem.code}>{problem[language]}</li>
                ))}
              </Box>
            ) : (
              upload.failure
            )}
          </Alert>
        ) : (
          upload.failure && (
            <Alert severity="error" onClose={upload.dismiss}>
              {upload.failure}
            </Alert>
          )
        )}
        {signed && (
          <Alert severity="success" icon={false}>
            <AlertTitle>{t('file.signature_ok')}</AlertTitle>
            <LabelledValues
              rows={[
                [t('file.signed_name'), signed.name],
                [
                  t('file.signed_format'),
                  signed.format ? (FORMATS[signed.format] ?? signed.format) : t('file.unknown'),
                ],
                [t('file.signer'), signed.signer ?? t('file.unknown')],
                [
                  t('file.signed_at'),
                  signed.signed_at ? formatDate(signed.signed_at, true) : t('file.unknown'),
                ],
              ]}
              size={{ xs: 12, sm: 6, xl: 3 }}
            />
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canEdit && canUploadSigned(file) && (
            <FilePickButton
              variant={signed ? 'outlined' : 'contained'}
              busy={upload.busy}
              onFile={(chosen) => {
                feedback.clearFailure();
                upload.run(chosen);
              }}
            >
              {signed ? t('file.upload_signed_again') : t('file.upload_signed')}
            </FilePickButton>
          )}
          {signed && (
            <GiifDownloadButton
              download={() => giifSignedFile(file.code)}
              filename={signed.name}
              onFailed={feedback.fail}
            >
              {t('file.download_signed')}
            </GiifDownloadButton>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}
