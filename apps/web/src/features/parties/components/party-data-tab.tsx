import type { Party } from '@aml/shared';
import { Alert, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EditInPlace } from '../../../components/detail-page';
import { RecordForm } from '../../../components/record-form';
import { errorText } from '../../../lib/api-client';
import { PARTY_QUERIES, partyQuery, updateParty } from '../api/parties-api';
import { PartyDataView } from './party-data-view';
import { PartyFormFields } from './party-form-fields';
import {
  partyFormResolver,
  partyToValues,
  valuesToInput,
  type PartyFormValues,
} from './party-form-values';
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
      form={(done) => (
        <EditForm
          party={data}
          onCancel={() => done(false)}
          onSaved={(warnings) => {
            done(false);
            onSaved(warnings);
          }}
        />
      )}
      whyNot={whyNot}
      onSaved={() => undefined}
    />
  );
}

/** Edits the party; `onSaved` gets the warnings of the saved data. */
function EditForm({
  party,
  onCancel,
  onSaved,
}: {
  party: Party;
  onCancel: () => void;
  onSaved: (warnings: PartyWarning[]) => void;
}) {
  const form = useForm<PartyFormValues>({
    resolver: partyFormResolver,
    defaultValues: partyToValues(party),
    mode: 'onTouched',
  });
  return (
    <RecordForm
      form={form}
      confirm={{ kind: 'save' }}
      needsChange
      save={(values) => {
        const { type: _type, ...fields } = valuesToInput(values, true);
        return updateParty({ ...fields, code: party.code });
      }}
      refresh={PARTY_QUERIES}
      onSaved={(result) => onSaved(result.warnings)}
      onCancel={onCancel}
    >
      <PartyFormFields control={form.control} type={party.type} />
    </RecordForm>
  );
}
