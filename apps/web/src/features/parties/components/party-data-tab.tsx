import { Alert, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EditInPlace } from '../../../components/detail-page';
import { errorText } from '../../../lib/api-client';
import { PARTY_QUERIES, partyQuery, updateParty } from '../api/parties-api';
import { PartyDataView } from './party-data-view';
import { PartyFormFields } from './party-form-fields';
import { partyFormResolver, partyToValues, valuesToInput } from './party-form-values';
import type { PartyWarning } from './party-warnings';

type Props = {
  code: string;
  /** Why the user may not edit the party; empty when they may. */
  whyNot: string;
  onSaved: (warnings: PartyWarning[]) => void;
};

/** The data tab: the party's fields, and the same form as creation for editing them. */
export function PartyDataTab({ code, whyNot, onSaved }: Props) {
  const party = useQuery(partyQuery(code));
  if (party.isError) return <Alert severity="error">{errorText(party.error)}</Alert>;
  if (!party.data) return <Skeleton variant="rounded" height={240} />;
  const data = party.data;
  return (
    <EditInPlace
      view={<PartyDataView party={data} />}
      edit={{
        resolver: partyFormResolver,
        defaults: partyToValues(data),
        save: (values) => {
          const { type: _type, ...fields } = valuesToInput(values, true);
          return updateParty({ ...fields, code: data.code });
        },
        refresh: PARTY_QUERIES,
        fields: (control) => <PartyFormFields control={control} type={data.type} />,
      }}
      whyNot={whyNot}
      onSaved={(result) => onSaved(result.warnings)}
    />
  );
}
