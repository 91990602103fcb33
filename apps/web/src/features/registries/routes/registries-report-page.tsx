import { Breadcrumbs, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailPage, PageSkeleton } from '../../../components/detail-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { reportQuery } from '../api/registries-api';
import { ReportBody } from '../components/report-body';
import {
  ReportBadges,
  ReportMeta,
  useReportActions,
  useReportTitle,
} from '../components/report-header';

/**
 * /dashboard/tools/registries-reports/{code}: a stored registries report for the inspection
 * file. Its header names the company, the identifier and who made it when, downloads the PDF
 * and attaches it to a party; it shows the red flags first, then the screening of the names
 * found and each registry's answer with its date and proof.
 */
export function RegistriesReportPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('registries');
  const report = useQuery(reportQuery(code));
  const feedback = usePageFeedback();
  const title = useReportTitle();
  const actionsOf = useReportActions(feedback);
  return (
    <DetailPage
      record={report}
      feedback={feedback}
      skeleton={<PageSkeleton heights={[120, 160, 360]} />}
      header={(data) => ({
        breadcrumbs: (
          <Breadcrumbs aria-label={t('reports.breadcrumbs')} sx={{ mb: 1 }}>
            <Link component={RouterLink} to="/dashboard/tools">
              {t('reports.breadcrumb_tools')}
            </Link>
            <Link component={RouterLink} to="/dashboard/tools?tab=registries-skan">
              {t('reports.breadcrumb_scan')}
            </Link>
          </Breadcrumbs>
        ),
        title: title(data),
        badges: <ReportBadges report={data} />,
        meta: <ReportMeta report={data} />,
        ...actionsOf(data),
      })}
    >
      {(data) => <ReportBody report={data} />}
    </DetailPage>
  );
}
