// What other features may use of parties (eslint.config.js, feature boundaries).
export { createParty, partyKeys, partyQuery } from './api/parties-api';
export { LinkedPartyField } from './components/linked-party-field';
export { PartyPicker } from './components/party-picker';
