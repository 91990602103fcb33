import type { Certificate } from 'pkijs';
import { certificateValidity, describeCertificate } from './certificate.js';
import type { Pki } from './pki.js';
import type { SignatureProblem } from './problems.js';
import type { SignatureFormat, SignatureVerification } from './types.js';

/** The answer when nothing could be verified: no signature, or a file that cannot be read. */
export function unsigned(
  format: SignatureFormat | null,
  ...problems: SignatureProblem[]
): SignatureVerification {
  return {
    format,
    valid: false,
    covers: null,
    signedAt: null,
    signer: null,
    certificateValidAtSigning: null,
    problems,
    signedContent: null,
  };
}

/** Completes a format's findings with what the signer's certificate says. */
export function finish(
  pki: Pki,
  certificate: Certificate | null,
  findings: Omit<SignatureVerification, 'signer' | 'certificateValidAtSigning'>,
): SignatureVerification {
  if (certificate === null) {
    return { ...findings, signer: null, certificateValidAtSigning: null };
  }
  const signer = describeCertificate(pki, certificate);
  const validity = certificateValidity(signer, findings.signedAt, new Date());
  return {
    ...findings,
    signer,
    certificateValidAtSigning: validity.valid,
    problems:
      validity.problem === null ? findings.problems : [...findings.problems, validity.problem],
  };
}
