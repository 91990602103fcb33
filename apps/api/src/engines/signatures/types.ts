import type { SignatureProblem } from './problems.js';

export type SignatureFormat = 'xades' | 'cades' | 'pades';

/** What the signer's certificate says, read from the certificate carried in the signature. */
export type SignerCertificate = {
  /** RFC 4514 string, most specific attribute first ("CN=…, SERIALNUMBER=…, C=PL"). */
  subject: string;
  issuer: string;
  /** Lower-case hexadecimal, without leading zero bytes. */
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  commonName: string | null;
  /** The subject's serialNumber (2.5.4.5, e.g. PNOPL-…) and organizationIdentifier (2.5.4.97, e.g. VATPL-…) values. */
  identifiers: string[];
  /**
   * The certificate has a qcStatements extension with QcCompliance (0.4.0.1862.1.1). Its issuer
   * says so; whether that issuer is a qualified trust service is not checked (README.md).
   */
  qualifiedStatement: boolean;
};

export type SignatureVerification = {
  /** null: no signature found, or not a signed file. */
  format: SignatureFormat | null;
  /** The signature value and every digest it signs check out cryptographically. */
  valid: boolean;
  /** The signature signs exactly the expected content; null when not given or not applicable. */
  covers: boolean | null;
  /** The signing time the signer states (XAdES SigningTime, CMS signingTime, the PDF's /M), ISO. */
  signedAt: string | null;
  signer: SignerCertificate | null;
  /** signedAt (or now, without one) lies within the certificate's validity. */
  certificateValidAtSigning: boolean | null;
  problems: SignatureProblem[];
  /** The signed document when the file carries it (attached CAdES, enveloped or enveloping XAdES). */
  signedContent: Uint8Array | null;
};

export type VerifyInput = {
  bytes: Uint8Array;
  /** Only sharpens the message when the content is not a signature: detection reads the content. */
  fileName?: string;
  /** The document the signature should cover (for XAdES and CAdES; a PDF signs itself). */
  expectedContent?: Uint8Array;
};
