import { businessDateField } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { resolverFor } from '../lib/forms';
import { dateInput, shownDate, typeDate } from '../test/dates';
import { renderRoutes } from '../test/render';
import { FormDateField } from './form-date-field';

type Values = { birth_date: string; due_date: string };
// The due date may be left empty; a date typed in part is not empty.
const schema = z.object({
  birth_date: businessDateField,
  due_date: z.union([z.literal(''), businessDateField]),
});
const submissions: Values[] = [];

function Form({ initial = '' }: { initial?: string }) {
  const form = useForm<Values>({
    defaultValues: { birth_date: initial, due_date: '' },
    resolver: resolverFor<Values>(schema, (values) => values),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => submissions.push(values))}>
      <FormDateField control={form.control} name="due_date" label="Due date" expect="future" />
      <FormDateField
        control={form.control}
        name="birth_date"
        label="Date of birth"
        required
        expect="past"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const show = (initial?: string) =>
  renderRoutes([{ path: '/', element: <Form initial={initial} /> }], '/');
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const sections = (name: string) =>
  within(group(name))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);

afterEach(async () => {
  submissions.length = 0;
  await i18n.changeLanguage('en');
});

function TimeForm() {
  const form = useForm<{ booked_at: string }>({ defaultValues: { booked_at: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => times.push(values.booked_at))}>
      <FormDateField control={form.control} name="booked_at" label="Booked at" withTime />
      <button type="submit">Save</button>
    </form>
  );
}
const times: string[] = [];

describe('the date picker', () => {
  it('takes a time of day on the 24-hour clock where asked, as a local datetime', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <TimeForm /> }], '/');
    await user.click(within(group('Booked at')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('271120261430');
    expect(sections('Booked at')).toEqual(['27', '11', '2026', '14', '30']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(times).toEqual(['2026-11-27T14:30']));
  });

  it('keeps YYYY-MM-DD of a date typed digit after digit as dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    show();
    await user.click(within(group('Date of birth')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('12041985');
    expect(dateInput(/^Date of birth/)).toHaveValue('12/04/1985');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submissions).toEqual([{ birth_date: '1985-04-12', due_date: '' }]));
  });

  it('writes and reads dates as dd.MM.yyyy in Polish, with weeks from Monday', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    show('2026-11-27');
    expect(sections('Date of birth')).toEqual(['27', '11', '2026']);
    // An empty field shows its parts' names in Polish.
    expect(sections('Due date')).toEqual(['DD', 'MM', 'RRRR']);
    expect(dateInput(/^Date of birth/)).toHaveValue('27.11.2026');

    await user.click(within(group('Date of birth')).getByRole('button', { name: /Wybierz/ }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((day) => day.getAttribute('aria-label') ?? day.textContent);
    expect(weekdays[0]).toMatch(/^poniedziałek$/i);
    expect(weekdays[6]).toMatch(/^niedziela$/i);
    expect(screen.getByText(/listopad 2026/i)).toBeInTheDocument();
  });

  it('calls a date typed in part invalid, never empty, and puts the focus on it', async () => {
    const user = userEvent.setup();
    show('1985-04-12');
    await user.click(within(group('Due date')).getAllByRole('spinbutton')[0]!);
    await user.keyboard('1204');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    expect(group('Due date')).toHaveAccessibleDescription('Invalid date');
    expect(within(group('Due date')).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(submissions).toEqual([]);
    // What was typed stays as typed.
    expect(sections('Due date').slice(0, 2)).toEqual(['12', '04']);

    // A stored date cut short is not saved as none either.
    await user.click(within(group('Date of birth')).getAllByRole('spinbutton')[2]!);
    await user.keyboard('{Backspace}');
    typeDate('Due date', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(group('Date of birth')).toHaveAccessibleDescription('Invalid date'));
    expect(submissions).toEqual([]);
  });

  it('refuses dates outside 1900–2099 with the date in the language of the reader', async () => {
    const user = userEvent.setup();
    show();
    typeDate(/^Date of birth/, '1899-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The date cannot be earlier than 01/01/1900'),
    ).toBeInTheDocument();
  });

  it('says the range in Polish as dd.MM.yyyy', async () => {
    await i18n.changeLanguage('pl');
    const user = userEvent.setup();
    show();
    typeDate(/^Date of birth/, '2100-01-01', { language: 'pl' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Data nie może być późniejsza niż 31.12.2099'),
    ).toBeInTheDocument();
  });

  it('asks to check a date on the unexpected side of today, without refusing it', async () => {
    const user = userEvent.setup();
    show();
    typeDate(/^Date of birth/, '2090-01-01');
    typeDate('Due date', '2001-01-01');
    expect(group('Date of birth')).toHaveAccessibleDescription(
      'This date is in the future. Please check it.',
    );
    expect(group('Due date')).toHaveAccessibleDescription(
      'This date is in the past. Please check it.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submissions).toEqual([{ birth_date: '2090-01-01', due_date: '2001-01-01' }]),
    );
    typeDate('Due date', '');
    expect(group('Due date')).not.toHaveAccessibleDescription();
    expect(dateInput('Due date')).toHaveValue('');
    expect(shownDate('2001-01-01', 'pl')).toBe('01.01.2001');
  });
});
