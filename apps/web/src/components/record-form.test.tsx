import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { resolverFor } from '../lib/forms';
import { page, renderRoutes } from '../test/render';
import { FormTextField } from './form-text-field';
import { RecordForm } from './record-form';

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
});
