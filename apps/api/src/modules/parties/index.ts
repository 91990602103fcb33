/**
 * What other modules may read of the parties module: its records and their queries, and the
 * texts its PDFs share. Its use cases (creating and changing parties, and the screening and
 * assessment that follow a change) are parties.service.ts.
 */
export {
  countAllParties,
  findPartyById,
  findVisibleCodes,
  listAllPartiesAfter,
  listLinked,
  updateParty,
  visible,
  type NewParty,
  type PartyRow,
  type PartyWithCreator,
} from './parties.repository.js';
export { languageFromAcceptLanguage, PARTY_PDF_TEXTS } from './pdf/party-pdf.texts.js';
