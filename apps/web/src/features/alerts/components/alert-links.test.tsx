import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { buildAlert } from '../routes/alert-fixtures';
import { AlertLinks } from './alert-links';

const hit = {
  type: 'sanctions_hit' as const,
  code: 'shit00000001',
  label: 'Jang Song Chol ~ JANG SONG CHOL',
};

describe("an alert's links", () => {
  it("lead from a sanctions hit to the party's Sanctions tab", async () => {
    renderRoutes(
      [{ path: '/', element: <AlertLinks alert={buildAlert(1, { links: [hit] })} /> }],
      '/',
    );
    expect(
      await screen.findByRole('link', { name: 'Jang Song Chol ~ JANG SONG CHOL' }),
    ).toHaveAttribute('href', '/dashboard/parties/party00000001?tab=sanctions');
  });

  it("lead from a transaction's sanctions hit to the transaction's Sanctions tab", async () => {
    const alert = buildAlert(2, {
      party: null,
      transaction: { code: 'trans00000002', display_name: 'Transfer 5,000 EUR' },
      links: [hit],
    });
    renderRoutes([{ path: '/', element: <AlertLinks alert={alert} /> }], '/');
    expect(
      await screen.findByRole('link', { name: 'Jang Song Chol ~ JANG SONG CHOL' }),
    ).toHaveAttribute('href', '/dashboard/transactions/trans00000002?tab=sanctions');
  });
});
