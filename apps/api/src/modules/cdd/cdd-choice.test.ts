import { DEFAULT_CDD_SETTINGS } from '@aml/shared';
import { describe, expect, it } from 'vitest';
import { chooseKind, riskWentUp } from './cdd-choice.js';

describe('chooseKind', () => {
  const settings = DEFAULT_CDD_SETTINGS;

  it('follows the risk level by the settings', () => {
    expect(chooseKind('low', settings, false)).toBe('simplified');
    expect(chooseKind('normal', settings, false)).toBe('standard');
    expect(chooseKind('high', settings, false)).toBe('enhanced');
    const strict = {
      kind_by_risk: { low: 'standard', normal: 'enhanced', high: 'enhanced' },
    } as const;
    expect(chooseKind('low', strict, false)).toBe('standard');
    expect(chooseKind('normal', strict, false)).toBe('enhanced');
  });

  it('applies standard measures where the level is not settled, and enhanced to a PEP or a non-acceptable risk', () => {
    for (const level of ['pending', 'error', 'cannot_be_processed', 'user_verification_required']) {
      expect(chooseKind(level, settings, false)).toBe('standard');
    }
    expect(chooseKind('low', settings, true)).toBe('enhanced');
    expect(chooseKind('non_acceptable', settings, false)).toBe('enhanced');
  });
});

describe('riskWentUp', () => {
  it('counts only a move from one assessed level to a higher one', () => {
    expect(riskWentUp('low', 'normal')).toBe(true);
    expect(riskWentUp('normal', 'non_acceptable')).toBe(true);
    expect(riskWentUp('high', 'normal')).toBe(false);
    expect(riskWentUp('normal', 'normal')).toBe(false);
    expect(riskWentUp('pending', 'high')).toBe(false);
  });
});
