import {
  UpdatePartySchema,
  UpdateTransactionSchema,
  type RecordHistory as History,
} from '@aml/shared';
import { screen, within } from '@testing-library/react';
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

const show = (shown: History = history, namespace = 'parties') =>
  renderRoutes(
    [
      page(
        '/',
        <RecordHistory
          query={{ queryKey: ['history', namespace], queryFn: async () => shown }}
          namespace={namespace}
        />,
      ),
    ],
    '/',
  );

/** The events of the risk module on a party's or a transaction's history. */
const riskEvents: History = {
  items: [
    {
      created_at: '2026-11-27T10:00:00Z',
      actor: 'anna@kantor.pl',
      action: 'risk_overridden',
      changes: { risk_level: ['high', 'normal'], reason: 'Znany klient', assessment: 'x' },
    },
    {
      created_at: '2026-11-27T10:01:00Z',
      actor: 'anna@kantor.pl',
      action: 'rule_result_rejected',
      changes: { computed_level: ['high', 'low'], rule: 'pep', reason: 'Błąd' },
    },
    {
      created_at: '2026-11-27T10:02:00Z',
      actor: 'anna@kantor.pl',
      action: 'risk_assessment_deleted',
      changes: { risk_level: ['low', 'pending'] },
    },
    {
      created_at: '2026-11-27T10:03:00Z',
      actor: 'anna@kantor.pl',
      action: 'some_future_action',
      changes: { some_future_field: [1, 2] },
    },
    {
      created_at: '2026-11-27T10:04:00Z',
      actor: 'anna@kantor.pl',
      action: 'updated',
      changes: { some_future_field: [1, 2] },
    },
  ],
};

/** The words a history shows, one line per event. */
const lines = async (count: number) => {
  const list = await screen.findByRole('list');
  await within(list).findAllByRole('listitem');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(count);
  return items.map((item) => item.textContent ?? '');
};

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

  it('words every risk event, and never shows an action or a field by its key', async () => {
    await i18n.changeLanguage('pl');
    try {
      show(riskEvents);
      const shown = await lines(5);
      expect(shown[4]).toContain('anna@kantor.pl: nadpisał(a) poziom ryzyka: ');
      expect(shown.join('\n')).toContain('odrzucił(a) ustalenie reguły');
      expect(shown.join('\n')).toContain('usunął(-ęła) rekord oceny ryzyka');
      expect(shown.join('\n')).toContain('wprowadził(a) zmianę');
      expect(shown.join('\n')).toContain('inne dane');
      for (const line of shown) expect(line).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['parties', UpdatePartySchema],
    ['transactions', UpdateTransactionSchema],
  ] as const)('names every field a change of %s can hold', async (namespace, schema) => {
    await i18n.loadNamespaces(namespace);
    await i18n.loadLanguages('pl');
    for (const language of ['en', 'pl']) {
      const t = i18n.getFixedT(language, namespace);
      for (const field of Object.keys(schema.shape).filter((key) => key !== 'code')) {
        const named = i18n.exists(`fields.${field}`, { ns: namespace, lng: language });
        const section = i18n.exists(`sections.${field}`, { ns: namespace, lng: language });
        expect(named || section, `${language} ${namespace}: ${field}`).toBe(true);
        expect(t(`fields.${field}`, { defaultValue: '' })).not.toBe(field);
      }
    }
  });
});
