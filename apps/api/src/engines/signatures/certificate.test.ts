import { describe, expect, it } from 'vitest';
import { verifySignedDocument } from './index.js';
import { makeTestCertificate, signCadesAttached } from './test-signing.js';

const CONTENT = new TextEncoder().encode('<Raport/>');

describe('the signer certificate', () => {
  it('reads the names and identifiers of a qualified seal', async () => {
    const signer = await makeTestCertificate({
      keyAlgorithm: 'ECDSA',
      commonName: 'Kantor "Złoty", sp. z o.o.',
      serialNumber: 'PNOPL-80010112345',
      organizationIdentifier: 'VATPL-5260001246',
      qualified: true,
    });
    const result = await verifySignedDocument({ bytes: await signCadesAttached(CONTENT, signer) });
    expect(result.signer).toEqual({
      subject:
        'CN=Kantor \\"Złoty\\"\\, sp. z o.o., SERIALNUMBER=PNOPL-80010112345, organizationIdentifier=VATPL-5260001246, C=PL',
      issuer:
        'CN=Kantor \\"Złoty\\"\\, sp. z o.o., SERIALNUMBER=PNOPL-80010112345, organizationIdentifier=VATPL-5260001246, C=PL',
      serialNumber: expect.stringMatching(/^[0-9a-f]{16}$/),
      notBefore: '2024-01-01T00:00:00.000Z',
      notAfter: '2049-12-31T00:00:00.000Z',
      commonName: 'Kantor "Złoty", sp. z o.o.',
      identifiers: ['VATPL-5260001246', 'PNOPL-80010112345'],
      qualifiedStatement: true,
    });
  });

  it('reports a certificate without qcStatements as not qualified', async () => {
    const signer = await makeTestCertificate({ keyAlgorithm: 'ECDSA' });
    const result = await verifySignedDocument({ bytes: await signCadesAttached(CONTENT, signer) });
    expect(result.signer).toMatchObject({ qualifiedStatement: false, identifiers: [] });
  });

  it('flags a certificate that had expired when the signature was made', async () => {
    const signer = await makeTestCertificate({
      keyAlgorithm: 'ECDSA',
      notBefore: new Date('2022-01-01T00:00:00Z'),
      notAfter: new Date('2024-01-01T00:00:00Z'),
    });
    const signingTime = new Date('2025-03-01T10:00:00Z');
    const signed = await signCadesAttached(CONTENT, signer, { signingTime });
    const result = await verifySignedDocument({ bytes: signed, expectedContent: CONTENT });
    // Still a valid signature: the certificate's validity is reported apart.
    expect(result).toMatchObject({ valid: true, covers: true, certificateValidAtSigning: false });
    expect(result.problems.map((item) => item.code)).toEqual(['certificate_expired']);
  });

  it('flags a signing time before the certificate was issued', async () => {
    const signer = await makeTestCertificate({ keyAlgorithm: 'ECDSA' });
    const signingTime = new Date('2023-06-01T00:00:00Z');
    const signed = await signCadesAttached(CONTENT, signer, { signingTime });
    const result = await verifySignedDocument({ bytes: signed });
    expect(result.certificateValidAtSigning).toBe(false);
    expect(result.problems.map((item) => item.code)).toEqual(['certificate_not_yet_valid']);
  });
});
