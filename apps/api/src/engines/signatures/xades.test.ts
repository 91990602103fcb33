import { beforeAll, describe, expect, it } from 'vitest';
import { verifySignedDocument, type SignatureVerification } from './index.js';
import {
  makeTestCertificate,
  signXadesDetached,
  signXadesEnveloped,
  signXadesEnveloping,
  type TestSigner,
} from './test-signing.js';

const REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<Raport xmlns="urn:test:giif" wersja="1">
  <Transakcja id="T1">
    <Kwota waluta="PLN">15000.00</Kwota>
    <Tytul>Zapłata za fakturę 12/2025</Tytul>
  </Transakcja>
</Raport>
`;
const OTHER_REPORT = REPORT.replace('15000.00', '16000.00');
const SIGNED_AT = new Date('2025-03-01T10:00:00.000Z');

const utf8 = (text: string) => new TextEncoder().encode(text);
const codes = (result: SignatureVerification) => result.problems.map((item) => item.code);

let signer: TestSigner;
let ecdsaSigner: TestSigner;

beforeAll(async () => {
  [signer, ecdsaSigner] = await Promise.all([
    makeTestCertificate({ commonName: 'Anna Nowak', serialNumber: 'PNOPL-80010112345' }),
    makeTestCertificate({ keyAlgorithm: 'ECDSA', commonName: 'Piotr Zieliński' }),
  ]);
});

describe('enveloped XAdES', () => {
  it('is valid and covers the exported file it was made from', async () => {
    const signed = await signXadesEnveloped(REPORT, signer, { signingTime: SIGNED_AT });
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      fileName: 'raport.xml.xades',
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({
      format: 'xades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      certificateValidAtSigning: true,
      problems: [],
    });
    expect(result.signer).toMatchObject({
      commonName: 'Anna Nowak',
      identifiers: ['PNOPL-80010112345'],
    });
    const carried = new TextDecoder().decode(result.signedContent ?? new Uint8Array());
    expect(carried).toContain('<Kwota waluta="PLN">15000.00</Kwota>');
    expect(carried).not.toContain('Signature');
  });

  it('verifies an ECDSA P-256 signature', async () => {
    const signed = await signXadesEnveloped(REPORT, ecdsaSigner);
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: true, covers: true, problems: [] });
    expect(result.signer?.commonName).toBe('Piotr Zieliński');
  });

  it('matches an expected file written differently but with the same data', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const rewritten = REPORT.replace('<?xml version="1.0" encoding="UTF-8"?>\n', '')
      .replace('<Kwota waluta="PLN">', "<Kwota  waluta='PLN' >")
      .replace(/\n {2,4}/g, '\r\n');
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(rewritten),
    });
    expect(result).toMatchObject({ valid: true, covers: true });
  });

  it('fails when a value of the signed file was changed', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed.replace('15000.00', '15000.01')),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ format: 'xades', valid: false, covers: false });
    expect(codes(result)).toEqual(expect.arrayContaining(['digest_mismatch', 'content_differs']));
  });

  it('fails when an attribute of the signed file was changed', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed.replace('waluta="PLN"', 'waluta="EUR"')),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: false, covers: false });
    expect(codes(result)).toContain('digest_mismatch');
  });

  it('tells a valid signature over another document from the expected one', async () => {
    const signed = await signXadesEnveloped(OTHER_REPORT, signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: true, covers: false });
    expect(codes(result)).toEqual(['content_differs']);
  });

  it('fails when the signature value was forged', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const forged = signed.replace(
      /<ds:SignatureValue>(.)/,
      (_match, first: string) => `<ds:SignatureValue>${first === 'A' ? 'B' : 'A'}`,
    );
    const result = await verifySignedDocument({
      bytes: utf8(forged),
      expectedContent: utf8(REPORT),
    });
    expect(result.valid).toBe(false);
    expect(codes(result)).toContain('signature_invalid');
  });

  it('catches a certificate swapped for one the signed properties do not name', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const other = Buffer.from(ecdsaSigner.certificate).toString('base64');
    const swapped = signed.replace(/<ds:X509Certificate>[^<]+</, `<ds:X509Certificate>${other}<`);
    const result = await verifySignedDocument({ bytes: utf8(swapped) });
    expect(result.valid).toBe(false);
    expect(codes(result)).toEqual(
      expect.arrayContaining(['signing_certificate_mismatch', 'signature_invalid']),
    );
  });

  it('answers covers null when no expected content is given', async () => {
    const signed = await signXadesEnveloped(REPORT, signer);
    const result = await verifySignedDocument({ bytes: utf8(signed) });
    expect(result).toMatchObject({ valid: true, covers: null, problems: [] });
  });

  it('verifies the first of two signatures and says there are two', async () => {
    const once = await signXadesEnveloped(REPORT, signer);
    const twice = await signXadesEnveloped(once, ecdsaSigner);
    const result = await verifySignedDocument({
      bytes: utf8(twice),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: true, covers: true });
    expect(result.signer?.commonName).toBe('Anna Nowak');
    expect(codes(result)).toEqual(['multiple_signatures']);
  });
});

describe('enveloping XAdES', () => {
  it('is valid, covers the document and hands it back', async () => {
    const signed = await signXadesEnveloping(REPORT, signer, { signingTime: SIGNED_AT });
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({
      format: 'xades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      problems: [],
    });
    const carried = new TextDecoder().decode(result.signedContent ?? new Uint8Array());
    expect(carried).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Raport xmlns="urn:test:giif"/,
    );
  });

  it('fails when the document inside the signature was changed', async () => {
    const signed = await signXadesEnveloping(REPORT, signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed.replace('Zapłata', 'Zapłata!')),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: false, covers: false });
    expect(codes(result)).toEqual(expect.arrayContaining(['digest_mismatch', 'content_differs']));
  });

  it('tells a valid signature over another document from the expected one', async () => {
    const signed = await signXadesEnveloping(OTHER_REPORT, signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({ valid: true, covers: false });
    expect(codes(result)).toEqual(['content_differs']);
  });
});

describe('detached XAdES', () => {
  it('is valid and covers the document supplied beside it', async () => {
    const signed = await signXadesDetached(utf8(REPORT), 'raport.xml', signer, {
      signingTime: SIGNED_AT,
    });
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT),
    });
    expect(result).toMatchObject({
      format: 'xades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      problems: [],
      signedContent: null,
    });
  });

  it('signs the exact bytes: a re-serialised document does not match', async () => {
    const signed = await signXadesDetached(utf8(REPORT), 'raport.xml', signer);
    const result = await verifySignedDocument({
      bytes: utf8(signed),
      expectedContent: utf8(REPORT.replace('\n', '\r\n')),
    });
    expect(result).toMatchObject({ valid: true, covers: false });
    expect(codes(result)).toEqual(['content_differs']);
  });

  it('says what it could not check without the document', async () => {
    const signed = await signXadesDetached(utf8(REPORT), 'raport.xml', signer);
    const result = await verifySignedDocument({ bytes: utf8(signed) });
    expect(result).toMatchObject({ valid: true, covers: null });
    expect(codes(result)).toEqual(['content_missing']);
  });

  it('fails when its signed properties were changed', async () => {
    const signed = await signXadesDetached(utf8(REPORT), 'raport.xml', signer, {
      signingTime: SIGNED_AT,
    });
    const result = await verifySignedDocument({
      bytes: utf8(signed.replace('2025-03-01T10:00:00', '2025-02-01T10:00:00')),
      expectedContent: utf8(REPORT),
    });
    expect(result.valid).toBe(false);
    expect(codes(result)).toContain('digest_mismatch');
  });
});
