import { describe, expect, it } from 'vitest';
import { parseResultCode, resultCode } from './result-codes.js';

describe('rule result codes', () => {
  it('name the assessment and the position, and read back', () => {
    expect(resultCode('AbCdEfGh12345678', 0)).toBe('AbCdEfGh1234567800');
    expect(resultCode('AbCdEfGh12345678', 14)).toBe('AbCdEfGh1234567814');
    expect(parseResultCode('AbCdEfGh1234567814')).toEqual({
      assessmentCode: 'AbCdEfGh12345678',
      position: 14,
    });
  });

  it('refuse positions that do not fit two digits', () => {
    expect(() => resultCode('AbCdEfGh12345678', 100)).toThrow();
    expect(() => resultCode('AbCdEfGh12345678', -1)).toThrow();
  });

  it('answer null for codes that cannot name a result', () => {
    expect(parseResultCode('short12')).toBeNull();
    expect(parseResultCode('AbCdEfGh12345678x9')).toBeNull();
    expect(parseResultCode('AbCdEfGh1234567')).toEqual({
      assessmentCode: 'AbCdEfGh12345',
      position: 67,
    });
  });
});
