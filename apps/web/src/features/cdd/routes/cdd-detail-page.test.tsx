import type { CddExecutionDetail } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { userWithRole } from '../../../test/session-user';
import { buildDetail, code } from '../cdd.fixtures';
import { CddDetailPage } from './cdd-detail-page';

const fetchMock = mockApi();

const CODE = code('cdde', 1);
const PATH = `/int/customer-due-diligence-executions/${CODE}`;

function answering(role: string, detail: CddExecutionDetail = buildDetail()) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === PATH) return jsonResponse(200, detail);
    if (url.startsWith('/int/customer-due-diligence-measure/') && method === 'PATCH') {
      const measure = detail.measures.find((item) => url.endsWith(item.code))!;
      return jsonResponse(200, { ...measure, ...JSON.parse(String(init!.body)) });
    }
    if (url === `${PATH}/status` && method === 'POST') {
      const body = JSON.parse(String(init!.body));
      return jsonResponse(200, { ...detail, status: body.status, allowed_statuses: [] });
    }
    if (url.endsWith('/attachments')) return jsonResponse(200, { items: [] });
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init as RequestInit).method !== 'GET')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const open = () =>
  renderRoutes(
    [{ path: '/dashboard/customer-due-diligence/:code', element: <CddDetailPage /> }],
    `/dashboard/customer-due-diligence/${CODE}`,
  );

const heading = () =>
  screen.findByRole('heading', { name: 'Anna Wiśniewska 1' }, { timeout: 5000 });

const measure = (name: RegExp) => screen.getByRole('listitem', { name });

describe('a due diligence execution', () => {
  it('shows its summary, progress and the measures with their legal basis', async () => {
    answering('admin');
    open();
    await heading();
    expect(screen.getByRole('link', { name: 'Anna Wiśniewska 1' })).toHaveAttribute(
      'href',
      `/dashboard/parties/${code('party', 1)}?tab=cdd`,
    );
    expect(
      screen.getByRole('progressbar', { name: '1 of 3 measures settled' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Risk level went up · 21 Nov 2026, 09:00')).toBeVisible();
    const done = measure(/1\. Identification of the customer/);
    expect(within(done).getByText('Done by anna@kantor.pl, 21 Nov 2026, 10:15')).toBeVisible();
    expect(within(done).getByRole('button', { name: 'Attachments (2)' })).toBeInTheDocument();
    // The legal basis on hover and on focus.
    await userEvent.hover(
      within(done).getByRole('button', { name: 'Legal basis of Identification of the customer' }),
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Legal basis: art. 34 ust. 1 pkt 1, art. 36',
    );
    // Two mandatory measures are open: completing waits for them, and says so.
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
  });

  it('asks why a measure does not apply, and sends the reason with it', async () => {
    answering('admin');
    open();
    await heading();
    const owner = measure(/2\. Identification of the beneficial owner/);
    await userEvent.click(within(owner).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Not applicable' }));

    const dialog = await screen.findByRole('dialog', { name: 'Measure not applicable' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
    expect(await within(dialog).findByText('Give the reason')).toBeInTheDocument();
    expect(sent(`/int/customer-due-diligence-measure/${code('cddm', 2)}`)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A sole trader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
    await waitFor(() =>
      expect(sent(`/int/customer-due-diligence-measure/${code('cddm', 2)}`)).toEqual([
        { status: 'not_applicable', reason: 'A sole trader' },
      ]),
    );
  });

  it('saves a changed note when the field is left', async () => {
    answering('admin');
    open();
    await heading();
    const owner = measure(/2\. Identification of the beneficial owner/);
    const note = within(owner).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('KRS checked');
    await userEvent.type(note, ', CRBR too');
    await userEvent.tab();
    await waitFor(() =>
      expect(sent(`/int/customer-due-diligence-measure/${code('cddm', 2)}`)).toEqual([
        { note: 'KRS checked, CRBR too' },
      ]),
    );
  });

  it("leaves senior management approval to the team's admins", async () => {
    const detail = buildDetail();
    detail.measures[2]!.editable = false;
    answering('all_viewer_member_self_editing', detail);
    open();
    await heading();
    const approval = measure(/3\. Approval of senior management/);
    expect(within(approval).getByText('Admin only')).toBeInTheDocument();
    expect(within(approval).getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(approval).getByText(
        'Only a team admin may settle this measure (senior management approval).',
      ),
    ).toBeInTheDocument();
    // The member's own measures stay open to them.
    expect(
      within(measure(/2\. Identification of the beneficial owner/)).getByRole('combobox'),
    ).not.toHaveAttribute('aria-disabled');
    // Changing the kind is an admin's decision: not offered.
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Change kind' })).not.toBeInTheDocument();
  });

  it('refuses the relationship after saying what it does, with the reason', async () => {
    answering('admin');
    open();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refuse the business relationship',
    });
    expect(dialog).toHaveTextContent(/status becomes Rejected/);
    expect(dialog).toHaveTextContent(/consider notifying GIIF/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No ID shown');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(sent(`${PATH}/status`)).toEqual([{ status: 'refused', reason: 'No ID shown' }]),
    );
    expect(await screen.findByText(/Relationship refused/)).toBeInTheDocument();
  });

  it('reads an ended execution in Polish, its measures no longer changed', async () => {
    await i18n.changeLanguage('pl');
    const detail = buildDetail({ status: 'completed', allowed_statuses: [] });
    for (const item of detail.measures) item.editable = false;
    answering('admin', detail);
    open();
    await heading();
    expect(screen.getByRole('link', { name: 'Środki bezpieczeństwa finansowego' })).toHaveAttribute(
      'href',
      '/dashboard/customer-due-diligence',
    );
    expect(screen.getByText('Zakończone')).toBeInTheDocument();
    expect(measure(/1\. Identyfikacja klienta/)).toBeInTheDocument();
    expect(measure(/3\. Zgoda kadry kierowniczej wyższego szczebla/)).toBeInTheDocument();
    for (const select of screen.getAllByRole('combobox')) {
      expect(select).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.queryByRole('button', { name: 'Zakończ' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz PDF' })).toBeInTheDocument();
  });
});
