import { describe, expect, it } from 'vitest';
import { shortLabel } from './labels';

describe('shortLabel', () => {
  it('keeps names of up to 20 characters', () => {
    expect(shortLabel('Kantor Złoty Sp. z o', 'c1')).toBe('Kantor Złoty Sp. z o');
  });
  it('cuts longer names at 20 characters and adds an ellipsis', () => {
    expect(shortLabel('Biuro Rachunkowe Nowak i Wspólnicy', 'c1')).toBe('Biuro Rachunkowe Now…');
  });
  it('shows the code when there is no name', () => {
    expect(shortLabel('', 'AbC123')).toBe('AbC123');
    expect(shortLabel(null, 'AbC123')).toBe('AbC123');
  });
});
