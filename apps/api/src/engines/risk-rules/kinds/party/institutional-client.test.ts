import { describe, expect, it } from 'vitest';
import { institutionalClient } from './institutional-client.js';
import { buildCompany, buildContext, buildIndividual, evaluateDefaults } from './test-facts.js';

const withBankCodes = institutionalClient.config.parse({
  ...institutionalClient.defaults,
  pkd_codes: ['64.19.Z'],
});

describe('institutional_client', () => {
  it('finds no institution with the default (empty) code list', () => {
    const outcome = evaluateDefaults(
      institutionalClient,
      buildCompany({ industries: ['64.19.Z'] }),
    );
    expect(outcome).toMatchObject({ status: 'passed', risk: null });
    expect(outcome.explanation.en).toBe(
      'No industry of the party is among the institutional PKD codes: —',
    );
  });

  it('points to low for a company with a configured institutional code', () => {
    const outcome = institutionalClient.evaluate(
      buildCompany({ industries: ['47.11.Z', '64.19.Z'] }),
      withBankCodes,
      buildContext(),
    );
    expect(outcome).toMatchObject({ status: 'passed', risk: 'low', missing: [] });
    expect(outcome.explanation.en).toContain(
      'Industry 64.19.Z marks a supervised or obligated institution',
    );
  });

  it('says nothing about party types that cannot be institutions', () => {
    const person = buildIndividual({ industries: ['64.19.Z'] });
    expect(institutionalClient.evaluate(person, withBankCodes, buildContext())).toMatchObject({
      status: 'passed',
      risk: null,
    });
  });

  it('rejects codes that are not PKD subclasses', () => {
    const bad = { ...institutionalClient.defaults, pkd_codes: ['6419Z'] };
    expect(institutionalClient.config.safeParse(bad).success).toBe(false);
  });
});
