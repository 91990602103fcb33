import { describe, expect, it } from 'vitest';
import { explainLater, joinExplanations } from './outcomes.js';

describe('explanations written when read', () => {
  it('writes an explanation only when it is read, and only once', () => {
    let writes = 0;
    const explanation = explainLater(() => {
      writes += 1;
      return { en: 'Amount above', pl: 'Kwota powyżej' };
    });
    expect(writes).toBe(0);
    expect(explanation.en).toBe('Amount above');
    expect(explanation.pl).toBe('Kwota powyżej');
    expect(writes).toBe(1);
  });

  it('stores and compares like a plain pair of texts', () => {
    let writes = 0;
    const explanation = explainLater(() => {
      writes += 1;
      return joinExplanations([
        { en: 'first', pl: 'pierwszy' },
        { en: 'second', pl: 'drugi' },
      ]);
    });
    expect(writes).toBe(0);
    expect(JSON.parse(JSON.stringify(explanation))).toEqual({
      en: 'first; second',
      pl: 'pierwszy; drugi',
    });
    expect({ ...explanation }).toEqual({ en: 'first; second', pl: 'pierwszy; drugi' });
    expect(writes).toBe(1);
  });
});
