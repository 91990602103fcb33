import { describe, expect, it } from 'vitest';
import { isValidNip } from '../identifiers/polish-identifiers.js';
import { parseRegistryIdentifier } from './registries.js';

describe('parseRegistryIdentifier', () => {
  it('recognises a NIP as people write it', () => {
    expect(parseRegistryIdentifier('PL 525-270-00-01')).toEqual({
      kind: 'nip',
      value: '5252700001',
    });
  });

  it('takes ten digits with leading zeros for a KRS number, even when they pass the NIP checksum', () => {
    expect(isValidNip('0000012345')).toBe(true);
    expect(parseRegistryIdentifier('0000012345')).toEqual({ kind: 'krs', value: '0000012345' });
    expect(parseRegistryIdentifier('0000612345')).toEqual({ kind: 'krs', value: '0000612345' });
  });

  it('recognises REGONs of nine and fourteen digits, and refuses the rest', () => {
    expect(parseRegistryIdentifier('146552108')).toEqual({ kind: 'regon', value: '146552108' });
    expect(parseRegistryIdentifier('146552109')).toBeNull();
    expect(parseRegistryIdentifier('12345')).toBeNull();
    expect(parseRegistryIdentifier('5252700002', 'nip')).toBeNull();
  });
});
