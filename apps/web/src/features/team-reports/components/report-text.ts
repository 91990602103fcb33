import type { ReportsList } from '@aml/shared';
import type { TFunction } from 'i18next';
import { filePath } from '../../giif';

type Report = ReportsList['items'][number];

/** Where each kind of report is read. */
export function reportPath(report: Pick<Report, 'kind' | 'code'>): string {
  return report.kind === 'giif_file'
    ? filePath(report.code)
    : `/dashboard/tools/registries-reports/${report.code}`;
}

/**
 * A report's title in the user's language: a file for GIIF by its template and count of
 * transactions, any other as the API gives it.
 */
export function reportTitle(t: TFunction, report: Pick<Report, 'title' | 'giif_file'>): string {
  if (!report.giif_file) return report.title;
  return t('reports:giif_title', {
    template: t(`giif:templates.${report.giif_file.template_type}`),
    count: report.giif_file.transaction_count,
  });
}
