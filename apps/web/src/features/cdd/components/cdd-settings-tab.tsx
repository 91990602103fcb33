import {
  CDD_AUTOMATIC_TRIGGERS,
  CDD_KINDS,
  CDD_RISK_LEVELS,
  CDD_TRIGGER_MODES,
  CddSettingsInputSchema,
  hasPermission,
  type CddKind,
  type CddSettings,
  type CddSettingsInput,
} from '@aml/shared';
import { Alert, Grid, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, optionItems } from '../../../components/form-text-field';
import { RecordForm } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { validationText } from '../../../lib/forms';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { cddKeys, cddSettingsQuery, saveCddSettings } from '../api/cdd-api';
import { TemplateEditor } from './template-editor';

/** The form's values: the months as typed, the rest as the API takes it. */
export type SettingsValues = Omit<CddSettingsInput, 'renewal_months'> & {
  renewal_months: Record<(typeof CDD_RISK_LEVELS)[number], string>;
};

const toValues = (settings: CddSettings): SettingsValues => ({
  renewal_months: {
    low: String(settings.renewal_months.low),
    normal: String(settings.renewal_months.normal),
    high: String(settings.renewal_months.high),
  },
  kind_by_risk: settings.kind_by_risk,
  triggers: settings.triggers,
  templates: settings.templates,
});

/** A number of months as typed: whole digits, or not a number (which the schema refuses). */
const months = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

const toInput = (values: SettingsValues): CddSettingsInput => ({
  renewal_months: {
    low: months(values.renewal_months.low),
    normal: months(values.renewal_months.normal),
    high: months(values.renewal_months.high),
  },
  kind_by_risk: values.kind_by_risk,
  triggers: values.triggers,
  templates: values.templates,
});

/**
 * The shared schema's answer (spec section 5: months greater than 2 and less than 120), its
 * codes under the months they concern; a template's fault (emptied, a key twice) is the
 * templates' own.
 */
const resolver: Resolver<SettingsValues> = (values) => {
  const result = CddSettingsInputSchema.safeParse(toInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const [group, name] = issue.path;
    if (group === 'renewal_months' && typeof name === 'string') {
      const months = (errors.renewal_months ??= {}) as Record<string, unknown>;
      months[name] ??= { type: issue.code, message: issue.message };
    } else {
      errors.templates ??= { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors: errors as FieldErrors<SettingsValues> };
};

/**
 * The settings tab "cdd": how often each risk level is checked again, the kind of measures by
 * risk, what each trigger does, and the measure templates of each kind. Team admins change
 * them; every member reads them. Its texts load on first use within the tab.
 */
export function CddSettingsTab() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
      <CddSettingsContent />
    </Suspense>
  );
}

function CddSettingsContent() {
  const { t } = useTranslation('cdd');
  const user = useCurrentUser();
  const canManage = hasPermission(currentTeamOf(user.data)?.role, 'team.manage');
  const settings = useQuery(cddSettingsQuery());
  return (
    <Stack spacing={2}>
      {!canManage && <Alert severity="info">{t('settings.read_only')}</Alert>}
      {settings.isError && <Alert severity="error">{errorText(settings.error)}</Alert>}
      {settings.isPending && <Skeleton variant="rounded" height={480} aria-busy="true" />}
      {settings.data && <CddSettingsForm settings={settings.data} canManage={canManage} />}
    </Stack>
  );
}

function CddSettingsForm({ settings, canManage }: { settings: CddSettings; canManage: boolean }) {
  const { t } = useTranslation(['cdd', 'settings']);
  const formatDate = useDateFormat();
  const form = useForm<SettingsValues>({
    resolver,
    defaultValues: toValues(settings),
    mode: 'onTouched',
  });
  const [kind, setKind] = useState<CddKind>('simplified');
  const ids = useId();
  const { control } = form;
  const templates = useWatch({ control, name: 'templates' });
  const readOnly = !canManage;
  const templatesError = (form.formState.errors.templates as { message?: string } | undefined)
    ?.message;

  return (
    <RecordForm
      form={form}
      label={t('settings:tabs.cdd')}
      save={(values) => saveCddSettings(toInput(values))}
      refresh={[cddKeys.settings]}
      confirm={{ kind: 'save', title: t('settings.confirm_title') }}
      savedNotice={t('settings.saved', { version: settings.template_version })}
      needsChange
      readOnly={readOnly}
    >
      <Section title={t('settings.renewal_title')} description={t('settings.renewal_description')}>
        <Grid container spacing={2}>
          {CDD_RISK_LEVELS.map((level) => (
            <Grid key={level} size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name={`renewal_months.${level}`}
                label={t('settings.months', { level: t(`settings.risk_levels.${level}`) })}
                disabled={readOnly}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                helperText={t('settings.months_hint')}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section title={t('settings.kind_title')} description={t('settings.kind_description')}>
        <Grid container spacing={2}>
          {CDD_RISK_LEVELS.map((level) => (
            <Grid key={level} size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name={`kind_by_risk.${level}`}
                select
                label={t(`settings.risk_levels.${level}`)}
                disabled={readOnly}
              >
                {optionItems(CDD_KINDS, (value) => t(`kinds_long.${value}`))}
              </FormTextField>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        title={t('settings.triggers_title')}
        description={t('settings.triggers_description')}
      >
        <Grid container spacing={2}>
          {CDD_AUTOMATIC_TRIGGERS.map((trigger) => (
            <Grid key={trigger} size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`triggers.${trigger}`}
                select
                label={t(`triggers.${trigger}`)}
                disabled={readOnly}
              >
                {optionItems(CDD_TRIGGER_MODES, (value) => t(`settings.trigger_modes.${value}`))}
              </FormTextField>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        title={t('settings.templates_title')}
        description={t('settings.templates_description')}
        aside={
          settings.updated_at
            ? t('settings.version_changed', {
                version: settings.template_version,
                date: formatDate(settings.updated_at, true),
              })
            : settings.template_version === 0
              ? t('settings.version_default')
              : t('settings.version', { version: settings.template_version })
        }
      >
        <Stack spacing={2}>
          <Alert severity="info">{t('settings.versions_note')}</Alert>
          {templatesError && <Alert severity="error">{validationText(templatesError)}</Alert>}
          <Tabs
            value={kind}
            onChange={(_event, value: CddKind) => setKind(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('settings.templates_title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {CDD_KINDS.map((value) => (
              <Tab
                key={value}
                value={value}
                id={`${ids}-tab-${value}`}
                aria-controls={`${ids}-panel-${value}`}
                label={t('settings.template_tab', {
                  kind: t(`kinds.${value}`),
                  number: templates[value].length,
                })}
              />
            ))}
          </Tabs>
          {/* Each kind's editor stays mounted, so its list keeps its state across the tabs. */}
          {CDD_KINDS.map((value) => (
            <div
              key={value}
              hidden={value !== kind}
              role="tabpanel"
              id={`${ids}-panel-${value}`}
              aria-labelledby={`${ids}-tab-${value}`}
            >
              <TemplateEditor control={control} kind={value} readOnly={readOnly} />
            </div>
          ))}
        </Stack>
      </Section>
    </RecordForm>
  );
}
