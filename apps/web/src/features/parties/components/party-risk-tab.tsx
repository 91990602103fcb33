import { RiskTab } from '../../../components/risk/risk-tab';
import { PARTY_QUERIES } from '../api/parties-api';
import { partyRiskQuery, setPartyRisk } from '../api/party-risk-api';

/**
 * The party's current risk assessment: the level and why, each rule's result, and for the
 * team's administrators the override of the level.
 */
export function PartyRiskTab({ code, name }: { code: string; name: string }) {
  return (
    <RiskTab
      subject="party"
      code={code}
      name={name}
      query={partyRiskQuery(code)}
      save={(input) => setPartyRisk(code, input)}
      refresh={PARTY_QUERIES}
    />
  );
}
