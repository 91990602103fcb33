import type { PartyCdd } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildDetail, buildExecution, code } from '../cdd.fixtures';
import { PartyCddTab } from './party-cdd-tab';

const fetchMock = mockApi();
const PARTY = code('party', 1);
const LIST = `/int/parties/${PARTY}/customer-due-diligence-executions`;
const START = '/int/customer-due-diligence-executions';

const completed = buildExecution(1, {
  code: code('cdde', 9),
  status: 'completed',
  measures_settled: 7,
  ended_at: '2025-11-20T10:00:00.000Z',
  next_due_date: '2027-11-20',
  allowed_statuses: [],
});

function answering(role: string, cdd: PartyCdd) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === LIST) return jsonResponse(200, cdd);
    if (url === START && init?.method === 'POST') {
      return jsonResponse(201, buildDetail({ code: code('cdde', 10) }));
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const started = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === START && (init as RequestInit).method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const open = () =>
  renderRoutes(
    [
      {
        path: '/dashboard/parties/:code',
        element: (
          <PartyCddTab party={{ code: PARTY, display_name: 'Anna Wiśniewska 1', editable: true }} />
        ),
      },
      { path: '/dashboard/customer-due-diligence/:code', element: <p>execution page</p> },
    ],
    `/dashboard/parties/${PARTY}?tab=cdd`,
  );

const startButton = () =>
  screen.findByRole('button', { name: 'Start due diligence' }, { timeout: 5000 });

describe("the party's due diligence tab", () => {
  it('starts due diligence of the kind the settings choose, then opens it', async () => {
    answering('all_viewer_member', {
      items: [completed],
      suggested_kind: 'standard',
      next_due_date: '2027-11-20',
      in_progress: null,
    });
    const view = open();
    const button = await startButton();
    // The next review, in the summary and on the execution that set it.
    expect(screen.getAllByText('20 Nov 2027')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Execution of 20 Nov 2026' })).toHaveAttribute(
      'href',
      `/dashboard/customer-due-diligence/${code('cdde', 9)}`,
    );
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Start due diligence' });
    expect(
      await within(dialog).findByText(
        "By the party's risk level the team's settings choose: Standard measures (art. 34).",
      ),
    ).toBeInTheDocument();
    // Another kind is a team admin's decision: a member is not offered it.
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(started()).toEqual([{ party_code: PARTY }]));
    await waitFor(() =>
      expect(view.location().pathname).toBe(
        `/dashboard/customer-due-diligence/${code('cdde', 10)}`,
      ),
    );
  });

  it('lets an admin choose another kind, with the reason', async () => {
    answering('admin', {
      items: [],
      suggested_kind: 'standard',
      next_due_date: null,
      in_progress: null,
    });
    open();
    await userEvent.click(await startButton());
    expect(screen.getByText('No due diligence of this party yet.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Start due diligence' });
    await userEvent.click(
      await within(dialog).findByRole('switch', { name: /Apply another kind/ }),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Enhanced measures/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Give the reason')).toBeInTheDocument();
    expect(started()).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for another kind/ }),
      'Cash business',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(started()).toEqual([
        { party_code: PARTY, kind: 'enhanced', kind_reason: 'Cash business' },
      ]),
    );
  });

  it('holds the start back while one is in progress, saying why, in Polish too', async () => {
    answering('admin', {
      items: [buildExecution(1)],
      suggested_kind: 'enhanced',
      next_due_date: null,
      in_progress: code('cdde', 1),
    });
    open();
    const button = await startButton();
    expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'An execution is already in progress: finish or cancel it first.',
    );
    expect(screen.getByRole('link', { name: 'Open the execution in progress' })).toHaveAttribute(
      'href',
      `/dashboard/customer-due-diligence/${code('cdde', 1)}`,
    );
    await i18n.changeLanguage('pl');
    expect(await screen.findByRole('button', { name: 'Zastosuj środki' })).toBeDisabled();
    expect(screen.getByText('Wzmożone')).toBeInTheDocument();
  });
});
