/** What other modules may use of exchange rates: the EUR conversion of an amount. */
export { convertWith, currenciesNeeded, type RateRow } from './conversion.js';
