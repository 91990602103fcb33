import { partyDisplayName } from '@aml/shared';
import { useQuery } from '@tanstack/react-query';
import { RiskTab } from '../../../components/risk/risk-tab';
import { PARTY_QUERIES, linkedPeopleQuery } from '../api/parties-api';
import { partyRiskQuery, setPartyRisk } from '../api/party-risk-api';

/**
 * The party's current risk assessment: the level and why, each rule's result, and for the
 * team's administrators the override of the level.
 */
export function PartyRiskTab({ code, name }: { code: string; name: string }) {
  // The owners and board members name the data missing of each ("PEP status of beneficial
  // owner Ivan Petrov"), listed in the order the assessment numbers them.
  const owners = useQuery(linkedPeopleQuery(code, 'beneficiary'));
  const board = useQuery(linkedPeopleQuery(code, 'board_member'));
  return (
    <RiskTab
      subject="party"
      code={code}
      name={name}
      query={partyRiskQuery(code)}
      save={(input) => setPartyRisk(code, input)}
      refresh={PARTY_QUERIES}
      people={{
        beneficiaries: owners.data?.items.map(partyDisplayName),
        board_members: board.data?.items.map(partyDisplayName),
      }}
    />
  );
}
