import { zodResolver } from '@hookform/resolvers/zod';
import {
  UpdateStorageSettingsSchema,
  type StorageOverview,
  type UpdateStorageSettings,
} from '@aml/shared';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { RecordForm } from '../../../components/record-form';
import { Section } from '../../../components/section';
import { saveStorageSettings, storageKeys } from '../api/storage-api';

type Props = {
  overview: StorageOverview;
  canManage: boolean;
  /** The drives are connected on this page (the storage page), not elsewhere (the settings tab). */
  drivesHere?: boolean;
};

/**
 * Where the team's new files go and whether deleting an attachment removes its file: the same
 * form on /dashboard/storage and in the settings tab "storage". Saving asks first and says
 * 'Data has been updated successfully'.
 */
export function StorageSettings({ overview, canManage, drivesHere = false }: Props) {
  const { t } = useTranslation('storage');
  const feedback = usePageFeedback();
  return (
    <Section title={t('settings.title')} description={t('settings.description')}>
      {/* Drawn anew when the saved settings change (saved here, a drive disconnected). */}
      <SettingsForm
        key={`${overview.store}:${overview.remove_files_on_delete}`}
        overview={overview}
        canManage={canManage}
        drivesHere={drivesHere}
        onSaved={() => feedback.notify(t('common:data_updated'))}
      />
      <NoticeSnackbar feedback={feedback} />
    </Section>
  );
}

function SettingsForm({
  overview,
  canManage,
  drivesHere,
  onSaved,
}: Props & { onSaved: () => void }) {
  const { t } = useTranslation('storage');
  const queryClient = useQueryClient();
  const hintId = useId();
  const form = useForm<UpdateStorageSettings>({
    resolver: zodResolver(UpdateStorageSettingsSchema),
    defaultValues: {
      store: overview.store,
      remove_files_on_delete: overview.remove_files_on_delete,
    },
  });

  /** Why a store cannot be chosen now, or nothing when it can. */
  const whyNot = (store: StorageOverview['stores'][number]) => {
    if (store.available) return null;
    if (!store.configured) return t(`not_configured.${store.kind}`);
    return t(drivesHere ? 'settings.connect_here' : 'settings.connect_on_page');
  };

  return (
    <RecordForm
      form={form}
      confirm={{ kind: 'save' }}
      needsChange
      readOnly={!canManage}
      label={t('settings.title')}
      save={saveStorageSettings}
      onSaved={(result) => {
        queryClient.setQueryData(storageKeys.overview, result);
        onSaved();
      }}
    >
      <Controller
        name="store"
        control={form.control}
        render={({ field }) => (
          <FormControl component="fieldset" disabled={!canManage}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('settings.store')}
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
            >
              {overview.stores.map((store) => {
                const reason = whyNot(store);
                return (
                  <FormControlLabel
                    key={store.kind}
                    value={store.kind}
                    disabled={!canManage || !store.available}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mb: 1.5, mr: 0 }}
                    label={
                      <Stack sx={{ pt: 1 }}>
                        <span>{t(`stores.${store.kind}`)}</span>
                        <Typography variant="body2" color="text.secondary">
                          {t(`store_descriptions.${store.kind}`)}
                        </Typography>
                        {reason && (
                          <Typography variant="body2" color="text.secondary">
                            {reason}
                          </Typography>
                        )}
                      </Stack>
                    }
                  />
                );
              })}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        name="remove_files_on_delete"
        control={form.control}
        render={({ field }) => (
          <FormControl disabled={!canManage}>
            <FormControlLabel
              label={t('settings.remove_files')}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { 'aria-describedby': hintId } }}
                />
              }
            />
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('settings.remove_files_hint')}
            </Typography>
          </FormControl>
        )}
      />
    </RecordForm>
  );
}
