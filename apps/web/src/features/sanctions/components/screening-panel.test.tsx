import type { SanctionHit } from '@aml/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { buildHit, OWNER_CODE, PARTY_CODE, screening, user } from '../routes/sanctions-fixtures';
import { ScreeningPanel } from './screening-panel';
import { mockApi } from '../../../test/mock-api';

const fetchMock = mockApi();

const ALERT_CODE = 'alert00000001';
const OWN = buildHit('shit00000001', { alert: { code: ALERT_CODE, status: 'new' } });
const OLD = buildHit('shit00000002', {
  source: 'eu',
  entry_id: 'EU.123.45',
  entry_name: 'SONG CHOL JANG',
  matched_name: 'Chang Song-chol',
  score: 0.84,
  current: false,
  status: 'false_positive',
  decision: {
    note: 'A Polish citizen born in 1990.',
    by: 'ewa@kantor.pl',
    at: '2026-11-19T12:00:00.000Z',
  },
  explanation: { ...buildHit('x').explanation, name_kind: 'alias' },
  entry: { ...buildHit('x').entry!, removed: true },
});
const OWNERS = buildHit('shit00000003', {
  source: 'ofac_sdn',
  entry_id: '12345',
  entry_name: 'KIM IL',
  matched_name: 'KIM IL',
  score: 0.88,
  subject_name: 'Kim Il',
  party: { code: OWNER_CODE, display_name: 'Kim Il' },
});

function answering({
  role = 'admin',
  hits = [OLD, OWN, OWNERS] as SanctionHit[],
  lists = true,
  decide = (body: { code: string; note: string }) =>
    jsonResponse(200, {
      ...OWN,
      status: 'false_positive',
      decision: { note: body.note, by: 'anna@kantor.pl', at: '2026-11-22T10:00:00.000Z' },
      alert: { code: ALERT_CODE, status: 'closed_false_positive' },
    }),
} = {}) {
  let decided: SanctionHit | null = null;
  return (url: string, init?: RequestInit) => {
    if (url === '/int/user') return jsonResponse(200, user(role));
    if (url === '/int/sanctions-lists/false-positive' && init?.method === 'POST') {
      const response = decide(JSON.parse(String(init.body)));
      if (response.ok) {
        decided = {
          ...OWN,
          status: 'false_positive',
          alert: { code: ALERT_CODE, status: 'closed_false_positive' },
        };
      }
      return response;
    }
    if (url === '/int/sanctions-lists/search-no-form' && init?.method === 'POST') {
      return jsonResponse(200, screening([OWN]));
    }
    if (url === `/int/parties/${PARTY_CODE}/sanctions`) {
      return jsonResponse(
        200,
        screening(
          hits.map((hit) => (decided && hit.code === decided.code ? decided : hit)),
          lists,
        ),
      );
    }
    return jsonResponse(404, { code: 'not_found', message: 'x' });
  };
}

const open = () =>
  renderRoutes(
    [
      {
        path: '/dashboard/parties/:code',
        element: <ScreeningPanel record={{ kind: 'party', code: PARTY_CODE }} />,
      },
    ],
    `/dashboard/parties/${PARTY_CODE}?tab=sanctions`,
  );

const hitList = () =>
  screen.findByRole('list', { name: 'Possible matches on the sanctions lists' }, { timeout: 5000 });
const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe("the transaction's Sanctions tab", () => {
  it("shows the description's hits and its parties' hits, and screens the transaction now", async () => {
    const CODE = 'trans00000009';
    const described = buildHit('shit00000010', {
      party: null,
      transaction_code: CODE,
      subject_name: 'Payment for Jang Song Chol, invoice 12/2026',
    });
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === '/int/user') return jsonResponse(200, user());
      if (url === `/int/transactions/${CODE}/sanctions`)
        return jsonResponse(200, screening([described, OWNERS]));
      if (url === '/int/sanctions-lists/search-transaction-no-form' && init?.method === 'POST')
        return jsonResponse(200, screening([described, OWNERS]));
      return jsonResponse(404, { code: 'not_found', message: 'x' });
    });
    renderRoutes(
      [
        {
          path: '/dashboard/transactions/:code',
          element: <ScreeningPanel record={{ kind: 'transaction', code: CODE }} />,
        },
      ],
      `/dashboard/transactions/${CODE}?tab=sanctions`,
    );
    const [description, party] = within(await hitList()).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(description).toHaveTextContent("ConcernsThe transaction's description");
    expect(description).toHaveTextContent(
      'Screened namePayment for Jang Song Chol, invoice 12/2026',
    );
    expect(within(party).getByRole('link', { name: 'Kim Il' })).toHaveAttribute(
      'href',
      `/dashboard/parties/${OWNER_CODE}?tab=sanctions`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Screen now' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe('/int/sanctions-lists/search-transaction-no-form');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({ transaction_code: CODE });
  });
});

describe('the Sanctions tab', () => {
  it('shows the hits, current ones first, with the names, whose they are, the list and the entry', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const list = await hitList();
    const cards = within(list).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['JANG SONG CHOL', 'KIM IL', 'SONG CHOL JANG']);
    const [own, owners, old] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(own).toHaveTextContent('UN Security Council · entry KPi.056');
    expect(own).toHaveTextContent('Awaiting decision');
    expect(own).toHaveTextContent('97%');
    expect(own).toHaveTextContent('Strong match');
    expect(own).toHaveTextContent('Screened nameJang Song Chol');
    expect(own).toHaveTextContent('Names and aliasesJANG SONG CHOL; Chang Song Chol');
    expect(own).toHaveTextContent('Dates of birth12 Mar 1967');
    expect(own).toHaveTextContent('Listed on2 Jun 2017');
    // The party's own hit names no other person.
    expect(within(own).queryByText('Concerns')).toBeNull();
    // The alert it raised, waiting: the decision made here will settle it.
    expect(within(own).getByRole('link', { name: 'Alert: New' })).toHaveAttribute(
      'href',
      `/dashboard/alerts/${ALERT_CODE}`,
    );

    // A beneficial owner's hit links to the owner.
    expect(owners).toHaveTextContent('OFAC SDN (US) · entry 12345');
    expect(within(owners).getByRole('link', { name: 'Kim Il' })).toHaveAttribute(
      'href',
      `/dashboard/parties/${OWNER_CODE}?tab=sanctions`,
    );

    expect(old).toHaveTextContent('EU · entry EU.123.45');
    expect(old).toHaveTextContent('No longer matching');
    expect(old).toHaveTextContent('Removed from the list');
    expect(old).toHaveTextContent('Chang Song-chol (alias)');
    expect(old).toHaveTextContent('Marked a false positive by ewa@kantor.pl');
    expect(old).toHaveTextContent('A Polish citizen born in 1990.');
    expect(within(old).queryByRole('button', { name: 'False positive' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Confirm match' })).toBeVisible();

    expect(screen.getByText(/3 possible matches, 2 awaiting a decision/)).toBeVisible();
  });

  it('expands the explanation: the words compared and the data that moved the score', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const [own] = within(await hitList()).getAllByRole('article') as [HTMLElement];
    expect(within(own).queryByRole('table')).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Why it matched' }));

    const tokens = await within(own).findByRole('table', { name: 'Words of the names compared' });
    const [, jang, song] = within(tokens).getAllByRole('row');
    expect(jang).toHaveTextContent('jangjang100%exact1.00');
    expect(song).toHaveTextContent('songsong100%exact0.80');
    const qualifiers = within(own).getByRole('table', { name: 'Data compared besides the name' });
    const [, birth, nationality] = within(qualifiers).getAllByRole('row');
    expect(birth).toHaveTextContent('Date of birth+5 points1967-03-121967-03-12same day');
    expect(nationality).toHaveTextContent('Nationality−10 pointsPLKPdiffers');
    expect(own).toHaveTextContent('Jang Song Chol ↔ JANG SONG CHOL (primary name)');
    expect(own).toHaveTextContent('Name score 92%');
  });

  it('asks for a note before marking a false positive, explains what it means, then posts it', async () => {
    fetchMock.mockImplementation(answering());
    const view = open();
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    const [own] = within(await hitList()).getAllByRole('article') as [HTMLElement];
    await userEvent.click(within(own).getByRole('button', { name: 'False positive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a false positive' });
    expect(dialog).toHaveTextContent(
      'You state that Jang Song Chol is not JANG SONG CHOL (UN Security Council, entry KPi.056). The hit will not raise an alert again unless the list changes what it says about this entry. Its alert closes with your note once none of its hits waits for a decision.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as false positive' }));
    expect(
      await within(dialog).findByText('Write a note: the decision must be explained.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as false positive' }));
    expect(posted()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.paste('Different person: Polish passport, born in Gdańsk.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as false positive' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe('/int/sanctions-lists/false-positive');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({
      code: 'shit00000001',
      note: 'Different person: Polish passport, born in Gdańsk.',
    });
    expect(
      await screen.findByText('The hit has been marked a false positive and its alert closed'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sanctions'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['parties'] });
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]!).getByText('False positive')).toBeVisible(),
    );
    // The card says the alert is settled: nothing left to decide on the alert page.
    const decided = screen
      .getAllByRole('article')
      .find((card) => within(card).queryByRole('heading', { name: 'JANG SONG CHOL' }))!;
    expect(
      await within(decided).findByRole('link', { name: 'Alert: Closed – false positive' }),
    ).toHaveAttribute('href', `/dashboard/alerts/${ALERT_CODE}`);
  });

  it('explains that a confirmed match means freezing the assets, and keeps the dialog on a refusal', async () => {
    fetchMock.mockImplementation(answering());
    open();
    const [own] = within(await hitList()).getAllByRole('article') as [HTMLElement];
    await userEvent.click(within(own).getByRole('button', { name: 'Confirm match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the match' });
    expect(dialog).toHaveTextContent(/the assets must be frozen/);
    expect(dialog).toHaveTextContent(/the hit's alert is escalated/);
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === '/int/sanctions-lists/confirm'
        ? jsonResponse(409, { code: 'hit_already_decided', message: 'x', statusCode: 409 })
        : answering()(url, init),
    );
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.paste('Same passport number as on the list.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the match' }));
    expect(await within(dialog).findByText('This hit already has that decision.')).toBeVisible();
  });

  it('screens now on request', async () => {
    fetchMock.mockImplementation(answering());
    open();
    await hitList();
    await userEvent.click(screen.getByRole('button', { name: 'Screen now' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![0]).toBe('/int/sanctions-lists/search-no-form');
    expect(JSON.parse(String(posted()[0]![1].body))).toEqual({ party_code: PARTY_CODE });
    expect(await screen.findByText('Screened against the lists in force')).toBeVisible();
  });

  it('offers no decisions to a member who is not a team administrator', async () => {
    fetchMock.mockImplementation(answering({ role: 'all_viewer_member' }));
    open();
    await hitList();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/int/user')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'False positive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm match' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Screen now' })).toBeVisible();
  });

  it('says when nothing matched, with the date of the screening', async () => {
    fetchMock.mockImplementation(answering({ hits: [] }));
    open();
    expect(
      await screen.findByText(
        /^No possible matches on the lists in force \(screened 21 Nov 2026, \d\d:\d\d\)\.$/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });

  it('says when no list has been imported yet, in Polish too', async () => {
    await i18n.changeLanguage('pl');
    fetchMock.mockImplementation(answering({ hits: [], lists: false }));
    open();
    expect(
      await screen.findByText(
        'Nie zaimportowano jeszcze żadnej listy sankcyjnej; administrator importuje je w sekcji Listy sankcyjne.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sprawdź teraz' })).toBeNull();
  });
});
