import { describe, expect, it } from 'vitest';
import { verifySignedDocument } from './index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('verifySignedDocument on files that are not signed', () => {
  it.each([
    ['garbage bytes', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00])],
    ['an empty file', new Uint8Array()],
    ['plain text', utf8('To nie jest podpis.')],
    ['an unsigned XML', utf8('<?xml version="1.0"?>\n<Raport><Kwota>1.00</Kwota></Raport>')],
    ['a PEM certificate', utf8('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n')],
  ])('answers no signature for %s, without throwing', async (_name, bytes) => {
    const result = await verifySignedDocument({ bytes, expectedContent: utf8('<Raport/>') });
    expect(result).toMatchObject({
      format: null,
      valid: false,
      covers: null,
      signer: null,
      signedContent: null,
    });
    expect(result.problems.map((item) => item.code)).toEqual(['no_signature']);
  });

  it('answers malformed for XML that is not well formed', async () => {
    const result = await verifySignedDocument({ bytes: utf8('<Raport><Kwota>1.00</Raport>') });
    expect(result).toMatchObject({ format: null, valid: false });
    expect(result.problems.map((item) => item.code)).toEqual(['malformed']);
  });

  it('names the file in the detail, both languages in the text', async () => {
    const result = await verifySignedDocument({ bytes: utf8('abc!'), fileName: 'raport.p7s' });
    expect(result.problems[0]).toEqual({
      code: 'no_signature',
      en: 'No electronic signature was found in the file.',
      pl: 'W pliku nie znaleziono podpisu elektronicznego.',
      detail: '"raport.p7s" is neither signed XML, a PDF nor CMS',
    });
  });

  it('refuses an XML signature in a document with a DOCTYPE', async () => {
    const xml =
      '<!DOCTYPE Raport [<!ATTLIST Raport Id ID #IMPLIED>]><Raport Id="r">' +
      '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></Raport>';
    const result = await verifySignedDocument({ bytes: utf8(xml) });
    expect(result).toMatchObject({ format: 'xades', valid: false });
    expect(result.problems.map((item) => item.code)).toEqual(['unsupported_format']);
  });

  it('answers malformed for a signature element xmldsigjs cannot read', async () => {
    const xml = '<Raport><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></Raport>';
    const result = await verifySignedDocument({ bytes: utf8(xml) });
    expect(result).toMatchObject({ format: 'xades', valid: false });
    expect(result.problems.map((item) => item.code)).toEqual(['malformed']);
  });
});
