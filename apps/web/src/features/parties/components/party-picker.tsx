import { partyDisplayName, type Party } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { RecordPicker } from '../../../components/record-picker';
import { partyPickerQuery } from '../api/parties-api';

type Props = {
  onPick: (party: Party) => void;
  /** Codes of parties already chosen, left out of the options. */
  exclude?: string[];
  label?: string;
  placeholder?: string;
  /** 'small' in a list's filter bar. */
  size?: 'small' | 'medium';
};

/** Finds a party by name, NIP or PESEL as the user types (POST /int/parties/search). */
export function PartyPicker({ exclude, onPick, label, placeholder, size }: Props) {
  const { t } = useTranslation(['common', 'parties']);
  return (
    <RecordPicker
      search={partyPickerQuery}
      exclude={exclude}
      onPick={onPick}
      name={(party) => partyDisplayName(party)}
      detail={(party) =>
        [t(`parties:types.${party.type}`), party.tax_id ?? party.pesel, party.code]
          .filter(Boolean)
          .join(' · ')
      }
      label={label ?? t('common:party_picker.find')}
      placeholder={placeholder ?? t('common:party_picker.placeholder')}
      noMatches={t('common:party_picker.no_matches')}
      typeToSearch={t('common:party_picker.type')}
      size={size}
      sx={{ flex: 1, width: '100%' }}
    />
  );
}
