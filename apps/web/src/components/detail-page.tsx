import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { WrapRow } from './wrap-row';
import { ApiError, errorText } from '../lib/api-client';
import { useDateFormat } from '../lib/dates';
import { saveFile } from '../lib/save-file';
import type { FieldValues } from 'react-hook-form';
import { Comments, type CommentsProps } from './comments';
import { ConfirmDialog } from './confirm-dialog';
import { FailureAlert, NoticeSnackbar, type PageFeedback } from './page-feedback';
import { EditForm, type FormSpec } from './record-form';
import { NotFoundPage } from './not-found-page';
import { MoreActions, type MoreAction } from './more-actions';
import { useAction } from './use-action';
import { PageHeading } from './page-heading';
import { VISUALLY_HIDDEN } from './visually-hidden';

type HeaderProps = {
  title: string;
  /** Chips and short facts under the title (status, risk, code…). */
  badges: ReactNode;
  /** The line of dates and authors under the badges. */
  meta?: ReactNode;
  actions?: ReactNode;
  /** Above the title: where the record belongs. */
  breadcrumbs?: ReactNode;
  /** In place of the title while it is edited (a rule set renamed in place). */
  titleEditor?: ReactNode;
  /** Beside the title (the button that starts renaming). */
  titleAction?: ReactNode;
};

/**
 * The head of a record's page (UI-PATTERNS: detail page): title, badges and dates on the
 * left, actions on the right: the status change and one or two more in view, the rest under
 * More actions (DetailSpec.more), so that they fit one row.
 */
export function DetailHeader({
  title,
  badges,
  meta,
  actions,
  breadcrumbs,
  titleEditor,
  titleAction,
}: HeaderProps) {
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumbs}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: { xs: 0, md: 320 } }}>
          {titleEditor || (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PageHeading sx={{ overflowWrap: 'anywhere' }}>{title}</PageHeading>
              {titleAction}
            </Stack>
          )}
          <WrapRow sx={{ mt: 1 }}>{badges}</WrapRow>
          {meta && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {meta}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={(theme) => ({
              flexWrap: 'wrap',
              flex: '0 1 auto',
              minWidth: 0,
              alignItems: 'center',
              justifyContent: { md: 'flex-end' },
              // On a phone the buttons take a small button's size, so that they fit one row
              // and the record's data starts higher up.
              [theme.breakpoints.down('sm')]: {
                '& .MuiButton-root': { px: 1.25, py: 0.5, fontSize: '0.8125rem' },
              },
            })}
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** A record's dates and author, as the APIs name them. */
type Dated = { created_at: string; updated_at: string; created_by?: string | null };

/** When the record was created and changed, and by whom. */
export function RecordDates({
  of: { created_at, updated_at, created_by },
  before,
}: {
  of: Dated;
  /** A fact of the record's own, first on the line (when a transaction was booked). */
  before?: string;
}) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  const dates = t('record.dates', {
    created: formatDate(created_at, true),
    updated: formatDate(updated_at, true),
  });
  const by = created_by && t('record.created_by', { email: created_by });
  return [before, dates, by].filter(Boolean).join(' · ');
}

/**
 * The record's code among the badges of its header: secondary to its name, and copied with
 * one click (to quote it in a report or an e-mail).
 */
export function RecordCode({ code }: { code: string }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {code}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('record.copy_code', { code })}
        onClick={() => void copy()}
      >
        {copied ? (
          <CheckIcon fontSize="inherit" color="success" />
        ) : (
          <ContentCopyIcon fontSize="inherit" />
        )}
      </IconButton>
      <span role="status" style={VISUALLY_HIDDEN}>
        {copied ? t('record.code_copied') : ''}
      </span>
    </Stack>
  );
}

/** An action the caller may not take stays visible, disabled, with the reason on hover. */
export function GuardedButton({ whyNot, children, ...button }: { whyNot: string } & ButtonProps) {
  return (
    <Tooltip title={whyNot}>
      <span style={{ alignSelf: 'center' }}>
        <Button {...button}>{children}</Button>
      </span>
    </Tooltip>
  );
}

/**
 * The "Change status" button and its menu of the statuses the record may move to, disabled
 * with the reason when it may not move.
 */
export function StatusMenu<Status extends string>({
  allowed,
  label,
  whyNot,
  busy,
  onChoose,
}: {
  allowed: readonly Status[];
  /** The menu entry of a status. */
  label: (status: Status) => string;
  whyNot: string;
  busy: boolean;
  onChoose: (status: Status) => void;
}) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <GuardedButton
        whyNot={whyNot}
        variant="outlined"
        disabled={whyNot !== '' || allowed.length === 0 || busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t('record.change_status')}
      </GuardedButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {allowed.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onChoose(status);
            }}
          >
            {label(status)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A new event and a new task, opened with this record already linked (`party=CODE`…). */
export const caseWorkActions = (t: TFunction, query: string): MoreAction[] => [
  { label: t('common:record.add_event'), to: `/dashboard/history-event-list/create?${query}` },
  { label: t('common:record.add_task'), to: `/dashboard/tasks/create?${query}` },
];

/** The feature namespace of each kind of record with a page of actions. */
const RECORD_NAMESPACES = { party: 'parties', transaction: 'transactions' } as const;

/**
 * The actions of a party's or a transaction's page in view: change its status and download its
 * PDF (a new event or task is among the page's more actions: caseWorkActions). A changed
 * status is noticed on the page.
 */
export function RecordActions<Status extends string>({
  record: { kind, code, allowed },
  api,
  whyNot,
  feedback,
}: {
  /** The record, and the statuses it may move to (named by its feature's statuses.<status>). */
  record: { kind: keyof typeof RECORD_NAMESPACES; code: string; allowed: readonly Status[] };
  api: {
    changeStatus: (code: string, status: Status) => Promise<unknown>;
    pdf: (code: string) => Promise<Blob>;
    /** The queries a changed status makes stale. */
    refresh: readonly QueryKey[];
  };
  /** Why the status may not change; empty when it may. */
  whyNot: string;
  feedback: PageFeedback;
}) {
  const { t } = useTranslation(['common', RECORD_NAMESPACES[kind]]);
  const { refresh } = api;
  const status = useAction((to: Status) => api.changeStatus(code, to), {
    refresh,
    onDone: () => feedback.notify(t('data_updated')),
    onFailed: feedback.fail,
  });
  return (
    <>
      <StatusMenu
        allowed={allowed}
        label={(to) =>
          t('record.status_to', { status: t(`${RECORD_NAMESPACES[kind]}:statuses.${to}`) })
        }
        whyNot={whyNot}
        busy={status.busy}
        onChoose={(to) => {
          feedback.clearFailure();
          status.run(to);
        }}
      />
      <DownloadButton
        download={() => api.pdf(code)}
        filename={`${kind}-${code}.pdf`}
        onFailed={feedback.fail}
      >
        {t('record.pdf')}
      </DownloadButton>
    </>
  );
}

/** A button that downloads a file (a record's PDF, a template); a failure goes to the page. */
export function DownloadButton({
  download,
  filename,
  onFailed,
  children,
  ...button
}: {
  download: () => Promise<Blob>;
  filename: string;
  onFailed: (error: unknown) => void;
} & Omit<ButtonProps, 'onClick'>) {
  const action = useAction(download, {
    onDone: (file) => saveFile(file, filename),
    onFailed,
  });
  return (
    <Button variant="outlined" {...button} onClick={() => action.run()} disabled={action.busy}>
      {children}
    </Button>
  );
}

/**
 * A record's data with its Edit button, or the edit form in its place: the detail pages edit
 * in place (UI-PATTERNS). The button stays visible, disabled with the reason, when the caller
 * may not edit. `onSaved` gets the server's answer.
 */
export function EditInPlace<V extends FieldValues, R>({
  view,
  edit,
  whyNot,
  onSaved,
  variant = 'contained',
  spacing,
}: {
  view: ReactNode;
  edit: FormSpec<V, R>;
  /** Why the caller may not edit; empty when they may. */
  whyNot: string;
  onSaved: (result: R) => void;
  variant?: 'contained' | 'outlined';
  spacing?: number;
}) {
  const { t } = useTranslation('common');
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <EditForm
        {...edit}
        spacing={spacing}
        done={(result) => {
          setEditing(false);
          if (result !== null) onSaved(result);
        }}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ alignSelf: 'stretch' }}>{view}</Box>
      <GuardedButton
        whyNot={whyNot}
        variant={variant}
        disabled={whyNot !== ''}
        onClick={() => setEditing(true)}
      >
        {t('record.edit')}
      </GuardedButton>
    </Stack>
  );
}

/** One part of a record's page, shown under its tab. */
export type PageTab = { value: string; label: string; content: ReactNode };

/** The tab in the URL (`?tab=`), so a link or the back button opens the same part. */
export function UrlTabs({ label, tabs }: { label: string; tabs: PageTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = tabs.find((tab) => tab.value === params.get('tab'));
  const current = requested ?? tabs[0]!;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A page opened on a later tab (?tab=storage) on a phone: MUI scrolls it into view once,
    // but measured before its scroll buttons take their room, which can leave it out of view.
    // Brought into view whenever the tabs or their scroller change size, once MUI's own
    // scrolling animation (300 ms) has ended.
    const scroller = bar.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    const row = scroller?.querySelector<HTMLElement>('[role="tablist"]');
    if (!scroller || !row || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showSelected = () => {
      const selected = row.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!selected) return;
      const { offsetLeft, offsetWidth } = selected;
      if (offsetLeft < scroller.scrollLeft) scroller.scrollLeft = offsetLeft;
      else if (offsetLeft + offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
        scroller.scrollLeft = offsetLeft + offsetWidth - scroller.clientWidth;
      }
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(showSelected, 350);
    });
    observer.observe(row);
    observer.observe(scroller);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [current.value]);
  return (
    <>
      <Box ref={bar} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current.value}
          onChange={(_event, value: string) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
      </Box>
      {current.content}
    </>
  );
}

/** What the header of a record's page holds, once the record is here. */
export type DetailSpec = HeaderProps & {
  /** The secondary actions, under "More actions" (Delete, when given, comes last there). */
  more?: MoreAction[];
  /** The Delete action, last of the more actions; asked first, disabled with the reason. */
  deletion?: { whyNot: string; title: string; question: string; label?: string };
  /** Under the header, before the failure (warnings found on saving, an old version shown). */
  banner?: ReactNode;
};

/**
 * The Delete action of a record named by its title (an alert, a task, an event), as its
 * feature's namespace words it: detail.not_editable, detail.delete_title, detail.delete_question.
 */
export const titledDeletion = (
  t: TFunction,
  record: { editable: boolean; title: string },
): NonNullable<DetailSpec['deletion']> => ({
  whyNot: record.editable ? '' : t('detail.not_editable'),
  title: t('detail.delete_title'),
  question: t('detail.delete_question', { title: record.title }),
});

/** The shape of a record's page while it loads: its title, then blocks of the given heights. */
export function PageSkeleton({
  titleWidth = '40%',
  heights,
}: {
  titleWidth?: string;
  heights: readonly number[];
}) {
  return (
    <Stack spacing={3} aria-busy="true">
      <Skeleton variant="text" height={56} width={titleWidth} />
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A record named by its title, with its dates (an alert, a task, an event). */
type TitledRecord = { code: string; title: string; editable: boolean } & Dated;

/**
 * The header of a record named by its title (an alert, a task, an event): the title, its
 * badges then its code, its dates, its actions and Delete, as titledDeletion words it.
 */
export const titledHeader = (
  t: TFunction,
  record: TitledRecord,
  { badges, meta, actions, more }: Pick<DetailSpec, 'badges' | 'meta' | 'actions' | 'more'>,
): DetailSpec => ({
  title: record.title,
  badges: (
    <>
      {badges}
      <RecordCode code={record.code} />
    </>
  ),
  meta: meta ?? <RecordDates of={record} />,
  actions,
  more,
  deletion: titledDeletion(t, record),
});

/**
 * A titled record's data, edited in place (saving is noticed on the page), and its comments
 * under it (a task, an event).
 */
export function DataAndComments<V extends FieldValues, R>({
  view,
  edit,
  whyNot,
  feedback,
  comments,
}: {
  view: ReactNode;
  edit: FormSpec<V, R>;
  whyNot: string;
  feedback: PageFeedback;
  comments: CommentsProps;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={3}>
      <EditInPlace
        view={view}
        edit={edit}
        whyNot={whyNot}
        onSaved={() => feedback.notify(t('data_updated'))}
      />
      <Comments {...comments} />
    </Stack>
  );
}

/** A query's state, or two queries' taken together. */
export type Loaded<T> = { data: T | undefined; error: unknown };

type DetailPageProps<T> = {
  record: Loaded<T>;
  feedback: PageFeedback;
  header: (record: T) => DetailSpec;
  /** Deletes the record, then leaves for `leaveTo` before refreshing (the refresh would
   * otherwise fetch the deleted record and show "not found"). */
  remove?: { call: () => Promise<unknown>; leaveTo: string; refresh: readonly QueryKey[] };
  /** The record's parts in tabs kept in the URL (with `tabsLabel`), or… */
  tabs?: (record: T) => PageTab[];
  tabsLabel?: string;
  /** …its content on one page. */
  children?: (record: T) => ReactNode;
  /** The shape of the page while it loads. */
  skeleton?: ReactNode;
  /** The text of a failure to load (a feature with codes of its own). */
  describe?: (error: unknown) => string;
};

/**
 * A record's page (UI-PATTERNS: detail page): "not found", the error or a skeleton until the
 * record is here; then its header with status, risk, dates and the actions the user may take,
 * the failure of an action, its parts in tabs kept in the URL, and the notices.
 */
export function DetailPage<T>({
  record,
  feedback,
  header,
  remove,
  tabs,
  tabsLabel = '',
  children,
  skeleton = <Skeleton variant="rounded" height={360} aria-busy="true" />,
  describe = errorText,
}: DetailPageProps<T>) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deletion = useAction(() => remove!.call(), {
    onDone: async () => {
      navigate(remove!.leaveTo, { replace: true });
      await Promise.all(
        remove!.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onFailed: (error) => {
      setConfirmDelete(false);
      feedback.fail(error);
    },
  });

  if (record.error instanceof ApiError && record.error.statusCode === 404) {
    return <NotFoundPage />;
  }
  if (record.error) return <Alert severity="error">{describe(record.error)}</Alert>;
  if (record.data === undefined) return skeleton;

  const data = record.data;
  const { deletion: asked, banner, actions, more = [], ...head } = header(data);
  const secondary: MoreAction[] = asked
    ? [
        ...more,
        {
          label: asked.label ?? t('record.delete'),
          whyNot: asked.whyNot,
          destructive: true,
          onSelect: () => setConfirmDelete(true),
        },
      ]
    : more;
  return (
    <>
      <DetailHeader
        {...head}
        actions={
          (actions || secondary.length > 0) && (
            <>
              {actions}
              <MoreActions actions={secondary} />
            </>
          )
        }
      />
      {banner}
      <FailureAlert feedback={feedback} />
      {tabs ? <UrlTabs label={tabsLabel} tabs={tabs(data)} /> : children?.(data)}
      {asked && (
        <ConfirmDialog
          open={confirmDelete}
          title={asked.title}
          message={asked.question}
          confirmLabel={asked.label ?? t('record.delete')}
          destructive
          busy={deletion.busy}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => deletion.run()}
        />
      )}
      <NoticeSnackbar feedback={feedback} />
    </>
  );
}
