import type { RecordHistory as History } from '@aml/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { page, renderRoutes } from '../test/render';
import { RecordHistory } from './record-history';

const history: History = {
  items: [
    { created_at: '2026-11-27T09:00:00Z', actor: 'anna@kantor.pl', action: 'created', changes: {} },
    {
      created_at: '2026-11-27T09:01:00Z',
      actor: 'anna@kantor.pl',
      action: 'beneficiary_added',
      changes: {},
      subject: { kind: 'beneficiary', name: 'Łukasz Wójcik' },
    },
    {
      created_at: '2026-11-27T09:02:00Z',
      actor: 'anna@kantor.pl',
      action: 'updated',
      changes: { share: ['50', '25'] },
      subject: { kind: 'beneficiary', name: 'Łukasz Wójcik' },
    },
    {
      created_at: '2026-11-27T09:02:30Z',
      actor: null,
      action: 'risk_assessed',
      changes: { risk_level: ['pending', 'high'], rule_set_version: 3 },
    },
    {
      created_at: '2026-11-27T09:03:00Z',
      actor: 'anna@kantor.pl',
      action: 'deleted',
      changes: {},
      subject: { kind: 'board_member', name: 'Zofia Żak' },
    },
  ],
};

const show = () =>
  renderRoutes(
    [
      page(
        '/',
        <RecordHistory
          query={{ queryKey: ['history'], queryFn: async () => history }}
          namespace="parties"
        />,
      ),
    ],
    '/',
  );

describe('RecordHistory', () => {
  it("tells a company's changes of its beneficial owners and board members, naming them", async () => {
    show();
    expect(
      await screen.findByText('anna@kantor.pl: added the beneficial owner Łukasz Wójcik'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^anna@kantor\.pl: changed .+ of the beneficial owner Łukasz Wójcik$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('anna@kantor.pl: removed the board member Zofia Żak'),
    ).toBeInTheDocument();
    expect(screen.getByText('anna@kantor.pl: created the party')).toBeInTheDocument();
    expect(
      screen.getByText('The system: risk assessed: High risk (rule set version 3)'),
    ).toBeInTheDocument();
  });

  it('tells them in Polish', async () => {
    await i18n.changeLanguage('pl');
    try {
      show();
      expect(
        await screen.findByText('anna@kantor.pl: dodał(a) beneficjenta Łukasz Wójcik'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('anna@kantor.pl: usunął(-ęła) członka zarządu Zofia Żak'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
