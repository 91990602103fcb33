// What other features may use of registries (eslint.config.js, feature boundaries).
export { RegistriesScanTab } from './components/registries-scan-tab';
// The party and company forms' autofill, the CRBR check and the KRS board (autofill/).
export {
  fetchAutofill,
  fetchInstitutionAutofill,
  fetchViesAutofill,
  type CompanyIdentifier,
} from './autofill/autofill-api';
export { checkPartyCrbr, crbrNoticePdf, partyCrbrQuery } from './autofill/crbr-api';
export { personName, personPrefill, type FillValues } from './autofill/fill-values';
export { RegistryAnswers, useSourceText } from './autofill/registry-answers';
export { RegistryFill } from './autofill/registry-fill';
