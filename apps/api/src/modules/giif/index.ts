/**
 * What other modules may use of the reports to GIIF: the files as the team's report list
 * shows them. The use cases are giif.service.ts and giif-schemas.service.ts.
 */
export { giifFilesForReportList } from './giif.service.js';
