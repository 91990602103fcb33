import { Autocomplete, Box, TextField, Typography, type SxProps } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

type Found<Item> = { items: Item[] };

/**
 * Finds a record by text as the user types, and hands the one picked to `onPick`: the search
 * runs once the list is open, 300 ms after the last key, and each option shows the record's
 * `name` over its `detail`.
 */
export function RecordPicker<
  Item extends { code: string },
  Answer extends Found<Item>,
  Key extends QueryKey,
>({
  search,
  exclude = [],
  onPick,
  name,
  detail,
  label,
  placeholder,
  noMatches,
  typeToSearch,
  size,
  sx = { width: '100%' },
}: {
  search: (text: string) => UseQueryOptions<Answer, Error, Answer, Key>;
  /** Codes of records already chosen, left out of the options. */
  exclude?: readonly string[];
  onPick: (item: Item) => void;
  name: (item: Item) => string;
  detail: (item: Item) => string;
  label: string;
  placeholder: string;
  /** The empty list's text once something is typed, and before. */
  noMatches: string;
  typeToSearch: string;
  /** 'small' in a list's filter bar, beside its other filters. */
  size?: 'small' | 'medium';
  sx?: SxProps;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 300);
  const found = useQuery({ ...search(text), enabled: open });
  const options = (found.data?.items ?? []).filter((item) => !exclude.includes(item.code));
  return (
    <Autocomplete<Item, false, false, false>
      sx={sx}
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, item) => {
        if (item) onPick(item);
        setInput('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      loading={found.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={text ? noMatches : typeToSearch}
      clearText={t('picker.clear')}
      openText={t('picker.open')}
      closeText={t('picker.close')}
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{name(item)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {detail(item)}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} />}
    />
  );
}
