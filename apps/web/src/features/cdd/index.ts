// What other features may use of due diligence (eslint.config.js, feature boundaries).
export { CddSettingsTab } from './components/cdd-settings-tab';
export { PartyCddTab } from './components/party-cdd-tab';
