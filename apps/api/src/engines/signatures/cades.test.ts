import { beforeAll, describe, expect, it } from 'vitest';
import { verifySignedDocument, type SignatureVerification } from './index.js';
import {
  makeTestCertificate,
  signCadesAttached,
  signCadesDetached,
  type TestSigner,
} from './test-signing.js';

const REPORT = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<Raport><Kwota>15000.00</Kwota></Raport>\n',
);
const OTHER_REPORT = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<Raport><Kwota>16000.00</Kwota></Raport>\n',
);
const SIGNED_AT = new Date('2025-03-01T10:00:00.000Z');

const codes = (result: SignatureVerification) => result.problems.map((item) => item.code);

/** The signed file with one byte of `part` (found inside it) changed. */
function withByteChanged(file: Uint8Array, part: Uint8Array): Uint8Array {
  const at = Buffer.from(file).indexOf(Buffer.from(part));
  if (at === -1) throw new Error('the part is not in the file');
  const copy = new Uint8Array(file);
  copy[at + 60] = (copy[at + 60] ?? 0) ^ 0x01;
  return copy;
}

let signer: TestSigner;
let ecdsaSigner: TestSigner;

beforeAll(async () => {
  [signer, ecdsaSigner] = await Promise.all([
    makeTestCertificate({ commonName: 'Anna Nowak', serialNumber: 'PNOPL-80010112345' }),
    makeTestCertificate({ keyAlgorithm: 'ECDSA', commonName: 'Piotr Zieliński' }),
  ]);
});

describe('attached CAdES', () => {
  it('is valid, covers the exact bytes and hands the content back', async () => {
    const signed = await signCadesAttached(REPORT, signer, { signingTime: SIGNED_AT });
    const result = await verifySignedDocument({
      bytes: signed,
      fileName: 'raport.xml.p7m',
      expectedContent: REPORT,
    });
    expect(result).toMatchObject({
      format: 'cades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      certificateValidAtSigning: true,
      problems: [],
    });
    expect(result.signedContent).toEqual(REPORT);
    expect(result.signer).toMatchObject({
      commonName: 'Anna Nowak',
      identifiers: ['PNOPL-80010112345'],
    });
  });

  it('reads the signature as PEM and as bare base64 too', async () => {
    const base64 = Buffer.from(await signCadesAttached(REPORT, signer)).toString('base64');
    const pem = `-----BEGIN PKCS7-----\n${base64.replace(/(.{64})/g, '$1\n')}\n-----END PKCS7-----\n`;
    for (const text of [pem, base64]) {
      const result = await verifySignedDocument({
        bytes: new TextEncoder().encode(text),
        expectedContent: REPORT,
      });
      expect(result).toMatchObject({ format: 'cades', valid: true, covers: true });
    }
  });

  it('verifies an ECDSA P-256 signature', async () => {
    const signed = await signCadesAttached(REPORT, ecdsaSigner);
    const result = await verifySignedDocument({ bytes: signed, expectedContent: REPORT });
    expect(result).toMatchObject({ valid: true, covers: true, problems: [] });
  });

  it('fails when a byte of the content inside was changed', async () => {
    const signed = await signCadesAttached(REPORT, signer);
    const result = await verifySignedDocument({
      bytes: withByteChanged(signed, REPORT),
      expectedContent: REPORT,
    });
    expect(result).toMatchObject({ format: 'cades', valid: false, covers: false });
    expect(codes(result)).toEqual(expect.arrayContaining(['digest_mismatch', 'content_differs']));
  });

  it('fails when the signature value was changed', async () => {
    const signed = await signCadesAttached(REPORT, signer);
    const forged = new Uint8Array(signed);
    forged[forged.length - 1] = (forged[forged.length - 1] ?? 0) ^ 0x01;
    const result = await verifySignedDocument({ bytes: forged, expectedContent: REPORT });
    expect(result.valid).toBe(false);
    expect(codes(result)).toContain('signature_invalid');
  });

  it('tells a valid signature over another document from the expected one', async () => {
    const signed = await signCadesAttached(OTHER_REPORT, signer);
    const result = await verifySignedDocument({ bytes: signed, expectedContent: REPORT });
    expect(result).toMatchObject({ valid: true, covers: false });
    expect(codes(result)).toEqual(['content_differs']);
  });
});

describe('detached CAdES', () => {
  it('is valid and covers the document supplied beside it', async () => {
    const signed = await signCadesDetached(REPORT, signer, { signingTime: SIGNED_AT });
    const result = await verifySignedDocument({
      bytes: signed,
      fileName: 'raport.xml.p7s',
      expectedContent: REPORT,
    });
    expect(result).toMatchObject({
      format: 'cades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      problems: [],
      signedContent: null,
    });
  });

  it('tells a valid signature over another document from the expected one', async () => {
    const signed = await signCadesDetached(OTHER_REPORT, signer);
    const result = await verifySignedDocument({ bytes: signed, expectedContent: REPORT });
    expect(result).toMatchObject({ valid: true, covers: false });
    expect(codes(result)).toEqual(['content_differs']);
  });

  it('says what it could not check without the document', async () => {
    const signed = await signCadesDetached(REPORT, signer);
    const result = await verifySignedDocument({ bytes: signed });
    expect(result).toMatchObject({ valid: true, covers: null });
    expect(codes(result)).toEqual(['content_missing']);
  });
});

describe('CMS that is not a signature', () => {
  it('answers no signature for DER that is not SignedData', async () => {
    const result = await verifySignedDocument({
      bytes: new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x05]),
    });
    expect(result).toMatchObject({ format: null, valid: false, covers: null });
    expect(codes(result)).toEqual(['no_signature']);
  });

  it('answers no signature, saying why, for a file cut short', async () => {
    const signed = await signCadesAttached(REPORT, signer);
    const result = await verifySignedDocument({ bytes: signed.subarray(0, 200) });
    expect(result).toMatchObject({ format: null, valid: false });
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'no_signature',
        detail: expect.stringMatching(/^not readable as DER/),
      }),
    ]);
  });
});
