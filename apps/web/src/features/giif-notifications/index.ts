// What other features may use of notifications to GIIF (eslint.config.js, feature boundaries).
export { useNotifyGiifAction } from './components/notify-action';
