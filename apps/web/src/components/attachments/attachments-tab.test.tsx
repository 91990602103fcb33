import type { Attachment } from '@aml/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FakeXhr } from '../../test/fake-xhr';
import { mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoutes } from '../../test/render';
import { userWithRole } from '../../test/session-user';
import { AttachmentsTab } from './attachments-tab';

const fetchMock = mockApi();
const PARTY = 'party0000001';
const LIST_URL = `/int/parties/${PARTY}/attachments`;

const attachment = (fields: Partial<Attachment> = {}): Attachment => ({
  code: 'att000000001',
  name: 'dowód osobisty.pdf',
  description: 'Skan obu stron',
  created_time: '2026-11-20T10:15:00.000Z',
  content_type: 'application/pdf',
  size: 1_572_864,
  sha256: 'a'.repeat(64),
  store: 'server',
  added_by: 'anna@kantor.pl',
  integrity: 'ok',
  integrity_checked_at: null,
  editable: true,
  ...fields,
});

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.sent = [];
});

function answering(role: string, list: () => Response) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, userWithRole(role));
    if (url === LIST_URL) return list();
    if (url === '/int/attachments/att000000001' && init?.method === 'DELETE') {
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  });
}

/** The tab as the party page holds it, its notices shown. */
function Harness() {
  const [notice, setNotice] = useState('');
  return (
    <>
      <AttachmentsTab owner="party" code={PARTY} notify={setNotice} />
      <output>{notice}</output>
    </>
  );
}

const open = () => renderRoutes([{ path: '/p', element: <Harness /> }], '/p');

describe('the attachments tab', () => {
  it('says there are none, in both languages', async () => {
    answering('admin', () => jsonResponse(200, { items: [] }));
    open();
    expect(await screen.findByText('No attachments found')).toBeInTheDocument();
    await i18n.changeLanguage('pl');
    expect(await screen.findByText('Nie znaleziono załączników')).toBeInTheDocument();
  });

  it('lists files with their size, who added them and a mark when changed in the store', async () => {
    answering('admin', () =>
      jsonResponse(200, {
        items: [attachment(), attachment({ code: 'att000000002', integrity: 'changed' })],
      }),
    );
    open();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('dowód osobisty.pdf');
    expect(first).toHaveTextContent('1.5 MB');
    expect(first).toHaveTextContent('anna@kantor.pl');
    expect(second).toHaveTextContent('Changed in storage');
  });

  it('refuses a file over 20 MB before sending anything, naming the limit', async () => {
    answering('admin', () => jsonResponse(200, { items: [] }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog');
    const big = new File(['x'], 'skan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20_971_521 });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The file is too large. The maximum size is 20 MB.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks for a file, then sends the description before it and says the attachment was added', async () => {
    answering('admin', () => jsonResponse(200, { items: [] }));
    FakeXhr.answer = { status: 201, body: attachment() };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File not selected');

    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF-1.7'], 'dowód osobisty.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox'), 'Skan obu stron');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Attachment added')).toBeInTheDocument();
    const [sent] = FakeXhr.sent;
    expect(sent!.url).toBe(`/int/parties/attachments/${PARTY}`);
    expect([...sent!.body.keys()]).toEqual(['description', 'file']);
    expect(sent!.body.get('description')).toBe('Skan obu stron');
  });

  it('deletes only after confirmation, and says so', async () => {
    answering('admin', () => jsonResponse(200, { items: [attachment()] }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete dowód osobisty.pdf' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('five-year retention');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachment removed')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/int/attachments/att000000001' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('lets a role that changes nothing add and download files, but not edit or delete them', async () => {
    answering('all_viewer_member', () =>
      jsonResponse(200, { items: [attachment({ editable: false })] }),
    );
    open();
    await screen.findByRole('table');
    expect(await screen.findByRole('button', { name: 'Add file' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download dowód osobisty.pdf' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Edit the description/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('says no drive is connected and leads to the storage page, never an error page', async () => {
    answering('admin', () =>
      jsonResponse(409, { code: 'drive_not_connected', message: 'No drive is connected' }),
    );
    open();
    expect(await screen.findByText(/No drive is connected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the storage settings' })).toHaveAttribute(
      'href',
      '/dashboard/storage',
    );
  });
});
