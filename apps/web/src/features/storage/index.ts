// What other features may use of storage (eslint.config.js, feature boundaries).
export { StorageSettingsTab } from './components/storage-settings-tab';
