import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { CurrencyField } from './currency-field';

type Values = { currency: string };
const submissions: Values[] = [];

function Form({ virtual = false }: { virtual?: boolean }) {
  const form = useForm<Values>({ defaultValues: { currency: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => submissions.push(values))}>
      <CurrencyField control={form.control} name="currency" label="Currency" virtual={virtual} />
      <button type="submit">Save</button>
    </form>
  );
}

const show = (virtual?: boolean) =>
  renderRoutes([{ path: '/', element: <Form virtual={virtual} /> }], '/');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(async () => {
  submissions.length = 0;
  await i18n.changeLanguage('en');
});

describe('the currency picker', () => {
  it('finds a currency by its name in Polish and keeps its code', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'frank szw');
    await user.click(await screen.findByRole('option', { name: /^CHF\s*frank szwajcarski$/ }));
    expect(screen.getByText('frank szwajcarski')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(submissions).toEqual([{ currency: 'CHF' }]));
  });

  it('lists the common currencies first, and virtual ones first for crypto', async () => {
    const user = userEvent.setup();
    const { unmount } = show();
    await user.click(screen.getByRole('button', { name: 'Open the list' }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent(/^PLNPolish Zloty$/);
    expect(options[1]).toHaveTextContent(/^EUREuro$/);
    unmount();
    show(true);
    await user.click(screen.getByRole('button', { name: 'Open the list' }));
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent(/^BTCBitcoin$/);
  });

  it('takes a typed code in capitals, an unlisted virtual currency too', async () => {
    const user = userEvent.setup();
    show(true);
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'sol');
    await user.keyboard('{Escape}');
    await save();
    await waitFor(() => expect(submissions).toEqual([{ currency: 'SOL' }]));
  });
});
