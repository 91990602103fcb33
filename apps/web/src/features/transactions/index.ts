// What other features may use of transactions (eslint.config.js, feature boundaries).
export { transactionKeys } from './api/transactions-api';
export { useLinkedRecordsFromUrl } from './components/linked-records-from-url';
