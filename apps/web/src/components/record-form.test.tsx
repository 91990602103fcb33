import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { resolverFor } from '../lib/forms';
import { page, renderRoutes } from '../test/render';
import { FormTextField } from './form-text-field';
import { CreateForm, RecordForm } from './record-form';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'required' }),
  city: z.string().trim().min(1, { error: 'required' }),
});
type Values = z.infer<typeof Schema>;

function Form({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({
    resolver: resolverFor(Schema, (values: Values) => values),
    defaultValues: { name: 'Jan Kowalski', city: '' },
  });
  return (
    <RecordForm form={form} save={save} confirm={{ kind: 'none' }}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="city" label="City" />
    </RecordForm>
  );
}

describe('RecordForm', () => {
  it('puts the focus on the first invalid field after a failed submit, its error described', async () => {
    const save = vi.fn(async () => ({}));
    renderRoutes([page('/', <Form save={save} />)], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveFocus();
    expect(city).toBeInvalid();
    expect(city).toHaveAccessibleDescription('This field is required');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a creation sent again with the same Idempotency-Key', async () => {
    const save = vi
      .fn<(values: Values, key: string) => Promise<{ code: string }>>()
      .mockRejectedValueOnce(new Error('the network dropped the answer'))
      .mockResolvedValue({ code: 'p1' });
    const form = (
      <CreateForm<Values, { code: string }>
        resolver={resolverFor(Schema, (values: Values) => values)}
        defaults={{ name: 'Jan Kowalski', city: 'Kraków' }}
        fields={(control) => <FormTextField control={control} name="name" label="Name" />}
        summary={() => null}
        confirmLabel="Create"
        submitLabel="Save"
        pathOf={() => '/done'}
        cancelTo="/"
        save={save}
      />
    );
    renderRoutes([page('/', form), page('/done', <p>Created</p>)], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await screen.findByText('Created');
    expect(save).toHaveBeenCalledTimes(2);
    const [first, second] = save.mock.calls.map(([, key]) => key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });
});
