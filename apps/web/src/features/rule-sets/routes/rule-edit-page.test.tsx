import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ageBands, buildDetail, ruleSetCode, user } from './rule-set-fixtures';
import { RuleEditPage } from './rule-edit-page';
import { RulePage } from './rule-page';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const CODE = ruleSetCode(1);
const RULE = 'rule00000009';
/** A configuration with every kind of value the generic form draws. */
const rule = {
  code: RULE,
  kind: 'custom_check',
  applies_to: 'party' as const,
  name: { en: 'Custom check', pl: 'Własna kontrola' },
  enabled: true,
  config: {
    months: 12,
    risk: 'normal',
    strict_mode: true,
    pkd_codes: ['64.19.Z', '66.19.Z'],
    bands: ageBands.bands,
  },
  reads: ['birth_date'],
};

function answerWith(patch: (body: { config: typeof rule.config }) => Response) {
  let version = 3;
  let saved = rule;
  return (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/int/user') return jsonResponse(200, user());
    if (url.pathname === `/int/rule-sets/${CODE}`) {
      return jsonResponse(200, buildDetail(1, { version, shown_version: version }));
    }
    if (url.pathname === `/int/rule-sets/${CODE}/rules/${RULE}`) {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        const response = patch(body);
        if (response.ok) {
          version += 1;
          saved = { ...rule, config: body.config };
        }
        return response;
      }
      return jsonResponse(200, saved);
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = () =>
  renderRoutes(
    [
      { path: '/dashboard/rule-sets/:ruleSetCode/rules/:code', element: <RulePage /> },
      { path: '/dashboard/rule-sets/:ruleSetCode/rules/:code/edit', element: <RuleEditPage /> },
    ],
    `/dashboard/rule-sets/${CODE}/rules/${RULE}/edit`,
  );

const heading = () =>
  screen.findByRole('heading', { name: 'Edit: Custom check' }, { timeout: 5000 });
const band = (n: number) => screen.getByRole('group', { name: `Bands, row ${n}` });

describe('the configuration form', () => {
  it('draws numbers, risk levels, switches, code lists and rows from the value', async () => {
    fetchMock.mockImplementation(answerWith(() => jsonResponse(200, {})));
    open();
    await heading();
    expect(screen.getByRole('spinbutton', { name: 'Shortest relationship (months)' })).toHaveValue(
      12,
    );
    // Fields read alphabetically ("risk" after "bands"); each band has a level too.
    expect(screen.getAllByRole('combobox', { name: 'Risk level' }).at(-1)).toHaveTextContent(
      'Normal',
    );
    // An unknown key is labelled from its name.
    expect(screen.getByRole('switch', { name: 'Strict mode' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'PKD codes' })).toHaveValue('64.19.Z, 66.19.Z');
    expect(screen.getAllByRole('group', { name: /^Bands, row/ })).toHaveLength(3);
    expect(within(band(1)).getByRole('spinbutton', { name: 'From age' })).toHaveValue(null);
    expect(within(band(1)).getByRole('spinbutton', { name: 'To age' })).toHaveValue(18);
    expect(within(band(1)).getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Any');
    expect(within(band(1)).getByRole('combobox', { name: 'Risk level' })).toHaveTextContent('High');

    await userEvent.click(within(band(1)).getByRole('combobox', { name: 'Gender' }));
    const genders = await screen.findByRole('listbox');
    expect(
      within(genders)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Women', 'Men']);
    await userEvent.click(within(genders).getByRole('option', { name: 'Women' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a row: Bands' }));
    expect(screen.getAllByRole('group', { name: /^Bands, row/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bands, row 2' }));
    expect(screen.getAllByRole('group', { name: /^Bands, row/ })).toHaveLength(3);
  });

  it('shows a server error at its field, then saves and shows the new version', async () => {
    let attempts = 0;
    fetchMock.mockImplementation(
      answerWith(() =>
        ++attempts === 1
          ? jsonResponse(400, {
              statusCode: 400,
              code: 'validation_failed',
              message: 'Invalid',
              details: { fields: [{ path: 'config.bands.1.to_age', code: 'too_small' }] },
            })
          : jsonResponse(200, {}),
      ),
    );
    const view = open();
    await heading();
    const toAge = within(band(2)).getByRole('spinbutton', { name: 'To age' });
    await userEvent.clear(toAge);
    await userEvent.type(toAge, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to save the changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(band(2)).findByText('The value is too small')).toBeInTheDocument();
    expect(within(band(1)).queryByText('The value is too small')).toBeNull();
    expect(within(band(2)).getByRole('spinbutton', { name: 'To age' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.clear(toAge);
    await userEvent.type(toAge, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() =>
      expect(view.location().pathname).toBe(`/dashboard/rule-sets/${CODE}/rules/${RULE}`),
    );
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patches[1]![1].body))).toEqual({
      config: {
        ...rule.config,
        bands: [ageBands.bands[0], { ...ageBands.bands[1], to_age: 30 }, ageBands.bands[2]],
      },
    });
    expect(await screen.findByText('Rule set version 4', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Data has been updated successfully')).toBeVisible();
    expect(screen.getByRole('cell', { name: '30' })).toBeInTheDocument();
  });
});
