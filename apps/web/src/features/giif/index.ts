// What other features may use of reports to GIIF (eslint.config.js, feature boundaries).
export { GiifReportTab } from './components/giif-report-tab';
