// What other features may use of registries (eslint.config.js, feature boundaries).
export { RegistriesScanTab } from './components/registries-scan-tab';
