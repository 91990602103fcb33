// What other features may use of due diligence (eslint.config.js, feature boundaries).
export { CddSettingsTab } from './components/cdd-settings-tab';
export { PartyCddTab } from './components/party-cdd-tab';
// The reports list shows an execution's status and downloads its PDF as its page does.
export { cddPdf } from './api/cdd-api';
export { CddStatusChip } from './components/cdd-chips';
