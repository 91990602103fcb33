// What other features may use of reports to GIIF (eslint.config.js, feature boundaries).
export { GiifReportTab } from './components/giif-report-tab';
// The company data page's card of the identification form (art. 77), and what its save
// makes stale.
export { IdentificationFormCard } from './components/identification-form-card';
export { IDENTIFICATION_FORM_QUERIES } from './api/giif-api';
// The reports list shows a file's state as the files' pages do.
export { FileStateChip } from './components/giif-chips';
export { filePath } from './components/paths';
