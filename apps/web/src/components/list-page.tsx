import {
  Alert,
  Button,
  Chip,
  Collapse,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorText } from '../lib/api-client';
import { FailureAlert, NoticeSnackbar, type PageFeedback } from './page-feedback';
import { PageHeader } from './page-header';
import { RecordGrid, SearchField, pagingFrom, type RecordGridProps } from './record-grid';
import { DateInput } from './date-input';

/**
 * How a list reads one URL parameter: the value the API takes, or undefined when the API
 * would refuse it, so a hand-edited URL still shows a list.
 */
export type ParamReader<T = string | boolean> = (value: string | null) => T | undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The readers of the usual filters. */
export const param = {
  /** Free text, trimmed and cut to the API's length. */
  text:
    (max = 100): ParamReader<string> =>
    (value) =>
      value?.trim().slice(0, max) || undefined,
  /** One of a set of values (a status, a type). */
  oneOf:
    (values: readonly string[]): ParamReader<string> =>
    (value) =>
      values.find((known) => known === value),
  /** A day, YYYY-MM-DD. */
  date: ((value) => (value && DATE.test(value) ? value : undefined)) as ParamReader<string>,
  /** A value of the length the API accepts (a record's code, an e-mail). */
  sized:
    (min: number, max: number): ParamReader<string> =>
    (value) =>
      value && value.length >= min && value.length <= max ? value : undefined,
  /** A value matching a pattern. */
  matching:
    (pattern: RegExp): ParamReader<string> =>
    (value) =>
      value && pattern.test(value) ? value : undefined,
  /** A switch: only `true` narrows the list. */
  flag: ((value) => (value === 'true' ? true : undefined)) as ParamReader<boolean>,
  /** Yes or no; anything else leaves the list unfiltered. */
  yesNo: ((value) =>
    value === 'true' ? true : value === 'false' ? false : undefined) as ParamReader<boolean>,
};

export type ListUrlOptions = {
  /** The fields a list may be sorted by on the server, and the one it starts with. */
  sorting?: { fields: readonly string[]; initial: string };
  /** Drops filters that do not go together (a status is narrower than "open"). */
  refine?: (query: Record<string, unknown>) => Record<string, unknown>;
};

/** The query of a list as its URL holds it: filters, page, page size and sort. */
export function listQueryFrom(
  params: URLSearchParams,
  readers: Record<string, ParamReader>,
  { sorting, refine = (query) => query }: ListUrlOptions = {},
): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [name, reader] of Object.entries(readers)) {
    const value = reader(params.get(name));
    if (value !== undefined) read[name] = value;
  }
  const query = refine(read);
  const { page, page_size, sort, direction } = pagingFrom(params);
  if (!sorting) return { ...query, page, page_size };
  const by = sorting.fields.includes(sort ?? '') ? sort : sorting.initial;
  return { ...query, page, page_size, sort: by, direction };
}

/**
 * A list's filters as its URL holds them (UI-PATTERNS: list page), so a filtered list can be
 * bookmarked and the back button restores it. `query` is what the API is asked.
 */
export function useListUrl<Query>(
  readers: Record<string, ParamReader>,
  options: ListUrlOptions = {},
) {
  const [params, setParams] = useSearchParams();
  // The readers and the options are constants of the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => listQueryFrom(params, readers, options) as Query, [params]);
  const setFilters = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page'); // a new search starts on its first page
        return next;
      },
      { replace: true },
    );
  return {
    params,
    query,
    /** Whether filters narrow the list (its empty text then says so). */
    filtered: Object.keys(readers).some((name) => params.get(name)),
    setFilter: (name: string, value: string) => setFilters({ [name]: value }),
    setFilters,
    clearFilters: () => setParams({}, { replace: true }),
  };
}

export type ListUrl = ReturnType<typeof useListUrl>;

/** A filter bar's list: its URL, and the namespace of its texts. */
type FilterBarList = ListUrl & { namespace: string };

const FilterContext = createContext<FilterBarList | null>(null);

/** The list's URL (and the namespace of its texts), for a filter of its bar. */
export function useFilterBar(): FilterBarList {
  const url = useContext(FilterContext);
  if (!url) throw new Error('A filter is used outside a FilterBar');
  return url;
}

/** The filters behind "More filters", opened at once when one of them applies. */
export type MoreFilters = { names: readonly string[]; filters: ReactNode };

/**
 * The filter bar above a list's grid: the filters people use most, "More filters" for the
 * rest, and "Clear filters" while any applies.
 */
export function FilterBar({
  url,
  namespace,
  more,
  children,
}: {
  url: ListUrl;
  /** The feature's namespace, holding the texts of its filters (see ValuesFilter). */
  namespace: string;
  more?: MoreFilters;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(() => more?.names.some((name) => url.params.get(name)));
  // On a phone the list comes first: the search stays, the other filters open on demand.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [shownOnPhone, setShownOnPhone] = useState(url.filtered);
  const [search, ...others] = Children.toArray(
    isValidElement<{ children?: ReactNode }>(children) && children.type === Fragment
      ? children.props.children
      : children,
  );
  const folded = phone && !shownOnPhone;
  return (
    <FilterContext.Provider value={{ ...url, namespace }}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          {search}
          {phone && others.length + (more ? 1 : 0) > 0 && (
            <Button
              onClick={() => setShownOnPhone((shown) => !shown)}
              aria-expanded={!folded}
              startIcon={<FilterListIcon />}
            >
              {folded ? t('list.show_filters') : t('list.hide_filters')}
            </Button>
          )}
          {!folded && others}
          {more && !folded && (
            <Button onClick={() => setOpen((shown) => !shown)} aria-expanded={Boolean(open)}>
              {open ? t('list.fewer_filters') : t('list.more_filters')}
            </Button>
          )}
          {url.filtered && <Button onClick={url.clearFilters}>{t('list.clear_filters')}</Button>}
        </Stack>
        {more && (
          <Collapse in={open && !folded}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ mt: 2, flexWrap: 'wrap' }}
            >
              {more.filters}
            </Stack>
          </Collapse>
        )}
      </Paper>
    </FilterContext.Provider>
  );
}

/**
 * The list's free-text search (the `text` parameter unless named otherwise), searched as the
 * user types (SearchField), labelled by the namespace's filters.text and
 * filters.text_placeholder unless told otherwise.
 */
export function SearchFilter({
  name = 'text',
  label,
  placeholder,
}: {
  name?: string;
  label?: string;
  placeholder?: string;
}) {
  const { params, setFilter, namespace } = useFilterBar();
  const { t } = useTranslation(namespace);
  const value = params.get(name) ?? '';
  return (
    <SearchField
      label={label ?? t('filters.text')}
      placeholder={placeholder ?? (label ? undefined : t('filters.text_placeholder'))}
      value={value}
      onSearch={(text) => setFilter(name, text)}
    />
  );
}

/** A filter of typed text (an e-mail), applied on Enter or when the field is left. */
export function TextFilter({ name, label, type }: { name: string; label: string; type?: string }) {
  const { params, setFilter } = useFilterBar();
  const apply = (value: string) => setFilter(name, value.trim());
  return (
    <TextField
      key={params.get(name) ?? ''}
      size="small"
      type={type}
      label={label}
      defaultValue={params.get(name) ?? ''}
      onBlur={(event) => apply(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply((event.target as HTMLInputElement).value);
      }}
    />
  );
}

export type FilterOption = { value: string; label: string };

/**
 * A select filter whose first choice, `all`, leaves the list unfiltered. A value the options
 * do not hold shows as "all".
 */
export function SelectFilter({
  name,
  label,
  all,
  options,
  allValue = '',
  value,
  onChange,
  minWidth = 180,
}: {
  name: string;
  label: string;
  all: string;
  options: readonly FilterOption[];
  /** The value of the "all" choice, when the API names it ('all_levels'). */
  allValue?: string;
  /** The value shown, when more than one parameter decides it. */
  value?: string;
  /** Sets the parameters, when more than one parameter takes the choice. */
  onChange?: (value: string) => void;
  minWidth?: number;
}) {
  const { params, setFilter } = useFilterBar();
  const current = value ?? params.get(name) ?? '';
  const shown = options.some((option) => option.value === current) ? current : allValue;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      onChange={(event) => {
        const chosen = event.target.value === allValue ? '' : event.target.value;
        if (onChange) onChange(chosen);
        else setFilter(name, chosen);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <MenuItem value={allValue}>{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The options of a select filter: each value with its label. */
export const optionsOf = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * A select filter of one of a set of values, with the namespace's texts: the label
 * filters.<name>, the "all" choice filters.all_<group> and each value <group>.<value>
 * (`status` with the group `statuses`).
 */
export function ValuesFilter({
  name,
  group,
  values,
  minWidth,
}: {
  name: string;
  group: string;
  values: readonly string[];
  minWidth?: number;
}) {
  const { t } = useTranslation(useFilterBar().namespace);
  return (
    <SelectFilter
      name={name}
      label={t(`filters.${name}`)}
      all={t(`filters.all_${group}`)}
      options={optionsOf(values, (value) => t(`${group}.${value}`))}
      minWidth={minWidth}
    />
  );
}

/** A day the list starts or ends at. */
export function DateFilter({ name, label }: { name: string; label: string }) {
  const { params, setFilter } = useFilterBar();
  return (
    <DateInput
      size="small"
      label={label}
      value={param.date(params.get(name)) ?? ''}
      onChange={(value) => setFilter(name, value)}
    />
  );
}

/** A filter set from elsewhere (a record's own list): a chip that removes it. */
export function ChipFilter({ name, label }: { name: string; label: (value: string) => string }) {
  const { params, setFilter } = useFilterBar();
  const value = params.get(name);
  if (!value) return null;
  return <Chip label={label(value)} onDelete={() => setFilter(name, '')} />;
}

/** A switch that narrows the list to the records it names (`?name=true`). */
export function SwitchFilter({ name, label }: { name: string; label: string }) {
  const { params, setFilter } = useFilterBar();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={params.get(name) === 'true'}
          onChange={(event) => setFilter(name, event.target.checked ? 'true' : '')}
        />
      }
      label={label}
    />
  );
}

/** What a list endpoint answers. */
export type ListAnswer<Row> = { items: Row[]; total?: number; total_capped?: boolean };

type ListPageProps<Row extends GridValidRowModel & { code: string }> = {
  /** The page's title, the namespace's `title` unless told. */
  title?: string;
  /** The text below the title, the namespace's `description` unless told. */
  description?: string;
  /** The page's main actions, on the right of the header (shown only to who may take them). */
  actions?: ReactNode;
  /** The page creating a record, linked as the main action (the namespace's create_action). */
  createTo?: string;
  /** The list's URL (useListUrl), when the list has filters. */
  url?: ListUrl;
  /** The filters of the list's FilterBar, when it has a URL. */
  filters?: ReactNode;
  moreFilters?: MoreFilters;
  list: UseQueryResult<ListAnswer<Row>>;
  /** The text of the list's failure (a feature with codes of its own). */
  describe?: (error: unknown) => string;
  /** The notices and failures of the page's own actions (a row's action). */
  feedback?: PageFeedback;
  /** Shown below the grid (a list's related records). */
  children?: ReactNode;
} & Omit<
  RecordGridProps<Row>,
  'label' | 'rows' | 'total' | 'totalCapped' | 'loading' | 'filtered'
> &
  Partial<Pick<RecordGridProps<Row>, 'filtered'>>;

/**
 * A list page (UI-PATTERNS: list page): the header with its action, the filter bar, the grid
 * paged on the server with its selection toolbar and counts, and the empty state.
 */
export function ListPage<Row extends GridValidRowModel & { code: string }>({
  title,
  description,
  actions,
  createTo,
  url,
  filters,
  moreFilters,
  list,
  describe = errorText,
  feedback,
  children,
  filtered = url?.filtered ?? false,
  ...grid
}: ListPageProps<Row>) {
  const { t } = useTranslation(grid.namespace);
  const rows = list.data?.items;
  const heading = title ?? t('title');
  return (
    <>
      <PageHeader
        title={heading}
        description={description ?? (title ? undefined : t('description'))}
        action={
          (actions || createTo) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
              {createTo && (
                <Button component={RouterLink} to={createTo} variant="contained">
                  {t('create_action')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      {url && filters && (
        <FilterBar url={url} namespace={grid.namespace} more={moreFilters}>
          {filters}
        </FilterBar>
      )}
      {feedback && <FailureAlert feedback={feedback} />}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {describe(list.error)}
        </Alert>
      )}
      <RecordGrid
        label={heading}
        rows={rows}
        total={list.data?.total ?? rows?.length ?? 0}
        totalCapped={list.data?.total_capped}
        loading={grid.paging === 'client' ? list.isPending : list.isFetching}
        filtered={filtered}
        {...grid}
      />
      {children}
      {feedback && <NoticeSnackbar feedback={feedback} />}
    </>
  );
}
