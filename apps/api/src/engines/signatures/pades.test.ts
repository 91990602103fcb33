import { beforeAll, describe, expect, it } from 'vitest';
import { verifySignedDocument, type SignatureVerification } from './index.js';
import { makeTestCertificate, signPades, type TestSigner } from './test-signing.js';

const SIGNED_AT = new Date('2025-03-01T10:00:00.000Z');
const codes = (result: SignatureVerification) => result.problems.map((item) => item.code);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

let signer: TestSigner;
let pdf: Uint8Array;

beforeAll(async () => {
  signer = await makeTestCertificate({
    keyAlgorithm: 'ECDSA',
    commonName: 'Biuro Rachunkowe Test',
    organizationIdentifier: 'VATPL-5260001246',
    qualified: true,
  });
  pdf = await signPades(signer, { signingTime: SIGNED_AT });
});

describe('PAdES', () => {
  it('is valid and covers the whole file', async () => {
    const result = await verifySignedDocument({ bytes: pdf, fileName: 'umowa.pdf' });
    expect(result).toMatchObject({
      format: 'pades',
      valid: true,
      covers: true,
      signedAt: SIGNED_AT.toISOString(),
      certificateValidAtSigning: true,
      problems: [],
      signedContent: null,
    });
    expect(result.signer).toMatchObject({
      commonName: 'Biuro Rachunkowe Test',
      identifiers: ['VATPL-5260001246'],
      qualifiedStatement: true,
    });
  });

  it('does not compare an expected content: a PDF signs itself', async () => {
    const result = await verifySignedDocument({ bytes: pdf, expectedContent: new Uint8Array([1]) });
    expect(result).toMatchObject({ valid: true, covers: true });
  });

  it('fails when a byte of the signed range was changed', async () => {
    const tampered = fromLatin1(
      latin1(pdf).replace('/MediaBox [0 0 200 200]', '/MediaBox [0 0 200 300]'),
    );
    const result = await verifySignedDocument({ bytes: tampered });
    expect(result).toMatchObject({ format: 'pades', valid: false, covers: false });
    expect(codes(result)).toContain('digest_mismatch');
  });

  it('leaves covers open when something was appended after signing', async () => {
    const update =
      '\n6 0 obj\n<< /Type /Annot /Subtype /Text /Contents (dopisane) >>\nendobj\n%%EOF\n';
    const result = await verifySignedDocument({ bytes: fromLatin1(latin1(pdf) + update) });
    expect(result).toMatchObject({ valid: true, covers: null });
    expect(codes(result)).toEqual(['partial_coverage']);
  });

  it('fails on a byte range that does not frame the signature', async () => {
    const broken = fromLatin1(
      latin1(pdf).replace(
        /\/ByteRange \[0 (\d+)/,
        (_match, length: string) =>
          `/ByteRange [0 ${String(Number(length) - 1).padEnd(length.length)}`,
      ),
    );
    const result = await verifySignedDocument({ bytes: broken });
    expect(result).toMatchObject({ format: 'pades', valid: false });
    expect(codes(result)).toEqual(['malformed']);
  });

  it('answers no signature for an unsigned PDF', async () => {
    const unsignedPdf = fromLatin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const result = await verifySignedDocument({ bytes: unsignedPdf });
    expect(result).toMatchObject({ format: null, valid: false, covers: null });
    expect(codes(result)).toEqual(['no_signature']);
  });
});
