import { partyDisplayName } from '@aml/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { LinkedRecordField } from '../../../components/linked-record';
import { PartyPicker } from './party-picker';

/** A form's party: the one chosen, or a search for one. */
export function LinkedPartyField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <LinkedRecordField
      {...props}
      picker={(pick) => (
        <PartyPicker
          label={props.label}
          onPick={(party) => pick({ code: party.code, display_name: partyDisplayName(party) })}
        />
      )}
    />
  );
}
