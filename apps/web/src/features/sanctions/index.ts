// What other features may use of sanctions (eslint.config.js, feature boundaries).
export { ScreeningPanel } from './components/screening-panel';
