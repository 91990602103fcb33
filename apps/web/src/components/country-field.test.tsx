import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { CountryField } from './country-field';

type Values = { citizenships: string[]; residence: string };
const submissions: Values[] = [];
const submitted = () => submissions.at(-1) ?? null;

function Form() {
  const form = useForm<Values>({ defaultValues: { citizenships: [], residence: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => submissions.push(values))}>
      <CountryField control={form.control} name="citizenships" label="Citizenship" multiple />
      <CountryField control={form.control} name="residence" label="Country of residence" />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(async () => {
  submissions.length = 0;
  await i18n.changeLanguage('en');
});

describe('the country picker', () => {
  it('takes a code or a whole name typed and left as chosen, and nothing else', async () => {
    renderRoutes([{ path: '/', element: <Form /> }], '/');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Citizenship' }), 'ke');
    await user.tab();
    await user.type(screen.getByRole('combobox', { name: 'Citizenship' }), 'Poland');
    await user.tab();
    // Part of a name is not a choice: the list shows what it would be.
    await user.type(screen.getByRole('combobox', { name: 'Country of residence' }), 'Germ');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted()).toEqual({ citizenships: ['KE', 'PL'], residence: '' });
  });

  it('finds countries by their Polish names in Polish', async () => {
    await i18n.changeLanguage('pl');
    renderRoutes([{ path: '/', element: <Form /> }], '/');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Country of residence' }), 'Niemcy');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted()).toEqual({ citizenships: [], residence: 'DE' });
  });
});
