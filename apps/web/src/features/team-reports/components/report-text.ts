import type { ReportsList } from '@aml/shared';
import type { TFunction } from 'i18next';
import { filePath } from '../../giif';

type Report = ReportsList['items'][number];

/** Where each kind of report is read. */
export function reportPath(report: Pick<Report, 'kind' | 'code'>): string {
  if (report.kind === 'giif_file') return filePath(report.code);
  if (report.kind === 'giif_notification') return `/dashboard/giif-notifications/${report.code}`;
  if (report.kind === 'cdd') return `/dashboard/customer-due-diligence/${report.code}`;
  return `/dashboard/tools/registries-reports/${report.code}`;
}

/**
 * A report's title in the user's language: a file for GIIF by its template and count of
 * transactions, a notification by its kind and whom it names, a due diligence execution by its
 * kind and party, any other as the API gives it.
 */
export function reportTitle(
  t: TFunction,
  report: Pick<Report, 'title' | 'giif_file' | 'notification' | 'cdd'>,
): string {
  if (report.cdd) {
    return t('reports:cdd_title', { kind: t(`cdd:kinds.${report.cdd.kind}`), name: report.title });
  }
  if (report.notification) {
    const kind = t(`giif-notifications:kinds.${report.notification.kind}`);
    return report.title ? `${kind}: ${report.title}` : kind;
  }
  if (!report.giif_file) return report.title;
  return t('reports:giif_title', {
    template: t(`giif:templates.${report.giif_file.template_type}`),
    count: report.giif_file.transaction_count,
  });
}
