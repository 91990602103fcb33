/**
 * What other modules may use of the reports to GIIF: the files as the team's report list
 * shows them, and the parts of the canonical model every report shares, with the parties of
 * transactions they are made from (notifications). The
 * use cases are giif.service.ts, giif-schemas.service.ts and identification-form.service.ts.
 */
export { giifFilesForReportList } from './giif.service.js';
export { transactionPartiesOf } from './giif.repository.js';
export {
  institutionOf,
  issueParty,
  modelIssues,
  personOf,
  type ModelParty as GiifModelParty,
} from './model-parts.js';
