import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { onPhone } from '../test/phone';
import { renderRoutes } from '../test/render';
import { RecordGrid } from './record-grid';

type Row = { code: string; name: string; amount: string; status: string };

const rows: Row[] = Array.from({ length: 30 }, (_, index) => ({
  code: `rec${String(index + 1).padStart(5, '0')}`,
  name: `Zakup waluty ${index + 1}`,
  amount: `${(index + 1) * 1000}`,
  status: index % 2 ? 'accepted' : 'draft',
}));
const columns: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Name',
    renderCell: ({ row }) => <a href={`/r/${row.code}`}>{row.name}</a>,
  },
  { field: 'amount', headerName: 'Amount', valueFormatter: (value: string) => `${value} PLN` },
  { field: 'status', headerName: 'Status' },
  { field: 'code', headerName: 'Code' },
];

onPhone();

describe('a record list on a phone', () => {
  it('shows each row as a card named by its first column, the hidden columns left out', async () => {
    renderRoutes(
      [
        {
          path: '/list',
          element: (
            <RecordGrid
              namespace="transactions"
              label="Transactions"
              rows={rows}
              total={rows.length}
              loading={false}
              columns={columns}
              filtered={false}
              hiddenColumns={['code']}
              paging="client"
            />
          ),
        },
      ],
      '/list',
    );
    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(25);
    expect(within(cards[0]!).getByRole('link', { name: 'Zakup waluty 1' })).toHaveAttribute(
      'href',
      '/r/rec00001',
    );
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Amount', 'Status']);
    expect(cards[0]).toHaveTextContent('Amount1000 PLN');
    expect(cards[0]).not.toHaveTextContent('rec00001');
    expect(screen.queryByRole('grid')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(
      within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('sorts a server list by a column chosen above the cards, in either order', async () => {
    const view = renderRoutes(
      [
        {
          path: '/list',
          element: (
            <RecordGrid
              namespace="transactions"
              label="Transactions"
              rows={rows.slice(0, 25)}
              total={rows.length}
              loading={false}
              columns={columns}
              filtered={false}
              sortable={{ amount: 'amount', status: 'status' }}
              defaultSort="amount"
            />
          ),
        },
      ],
      '/list',
    );
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Amount');
    await user.click(screen.getByRole('button', { name: 'Descending' }));
    expect(view.location().search).toContain('direction=asc');
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Status' }));
    expect(view.location().search).toContain('sort=status');
    expect(view.location().search).toContain('direction=asc');
  });
});
