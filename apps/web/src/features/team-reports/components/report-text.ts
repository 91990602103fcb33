import {
  GIIF_FILE_STATES,
  GIIF_TEMPLATE_TYPES,
  type GiifFileState,
  type ReportsList,
} from '@aml/shared';
import type { TFunction } from 'i18next';
import { filePath } from '../../giif';

type Report = ReportsList['items'][number];

/** Where each kind of report is read. */
export function reportPath(report: Pick<Report, 'kind' | 'code'>): string {
  return report.kind === 'giif_file'
    ? filePath(report.code)
    : `/dashboard/tools/registries-reports/${report.code}`;
}

/** A report's state as one of a file for GIIF's (the contract types it as any text). */
export const isFileState = (state: string | null): state is GiifFileState =>
  GIIF_FILE_STATES.some((known) => known === state);

/** The API's title of a file for GIIF: `GIIF <template> (<transactions>)`. */
const GIIF_TITLE = new RegExp(`^GIIF (${GIIF_TEMPLATE_TYPES.join('|')}) \\((\\d+)\\)$`);

/**
 * A report's title in the user's language: a file for GIIF by its template and count of
 * transactions (the API names them in English), any other as the API gives it.
 */
export function reportTitle(t: TFunction, report: Pick<Report, 'kind' | 'title'>): string {
  const file = report.kind === 'giif_file' ? GIIF_TITLE.exec(report.title) : null;
  if (!file) return report.title;
  return t('reports:giif_title', {
    template: t(`giif:templates.${file[1]}`),
    count: Number(file[2]),
  });
}
