import { partyDisplayName, type Party } from '@aml/shared';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyPickerQuery } from '../api/parties-api';
import { useDebounced } from '../../../lib/use-debounced';

type Props = {
  onPick: (party: Party) => void;
  /** Codes of parties already chosen, left out of the options. */
  exclude?: string[];
  label?: string;
  placeholder?: string;
};

/** Finds a party by name, NIP or PESEL as the user types (POST /int/parties/search). */
export function PartyPicker({ exclude = [], onPick, label, placeholder }: Props) {
  const { t } = useTranslation(['common', 'parties']);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 300);
  const found = useQuery({ ...partyPickerQuery(text), enabled: open });
  const options = (found.data?.items ?? []).filter((party) => !exclude.includes(party.code));
  return (
    <Autocomplete<Party, false, false, false>
      sx={{ flex: 1, width: '100%' }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, party) => {
        if (party) onPick(party);
        setInput('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={(party) => partyDisplayName(party)}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      loading={found.isFetching}
      loadingText={t('common:picker.loading')}
      noOptionsText={text ? t('common:party_picker.no_matches') : t('common:party_picker.type')}
      clearText={t('common:picker.clear')}
      openText={t('common:picker.open')}
      closeText={t('common:picker.close')}
      renderOption={({ key, ...props }, party) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{partyDisplayName(party)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[t(`parties:types.${party.type}`), party.tax_id ?? party.pesel, party.code]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('common:party_picker.find')}
          placeholder={placeholder ?? t('common:party_picker.placeholder')}
        />
      )}
    />
  );
}
