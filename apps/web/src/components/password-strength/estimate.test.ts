import { describe, expect, it } from 'vitest';
import { estimateStrength } from './estimate';

describe('the password strength estimate', () => {
  it('finds common English and Polish passwords very weak, with a warning', () => {
    expect(estimateStrength('password')).toMatchObject({ score: 0, warning: 'topTen' });
    expect(estimateStrength('qwerty123').score).toBeLessThanOrEqual(1);
    expect(estimateStrength('kochamcie').score).toBeLessThanOrEqual(1);
  });

  it('counts the e-mail address against a password made of it', () => {
    const alone = estimateStrength('kantorwymiany');
    const withEmail = estimateStrength('kantorwymiany', ['biuro@kantorwymiany.pl']);
    expect(withEmail.score).toBeLessThan(alone.score);
    expect(withEmail.warning).toBe('userInputs');
  });

  it('finds a long passphrase strong', () => {
    expect(estimateStrength('ogórek-Tramwaj-w-deszczu-1987!').score).toBe(4);
  });
});
