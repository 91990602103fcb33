import { bytesEqual } from './bytes.js';
import { checkSigner, encapsulatedContent, readSignedData } from './cms.js';
import { loadPki } from './pki.js';
import { problem, type SignatureProblem } from './problems.js';
import type { SignatureVerification } from './types.js';
import { finish, unsigned } from './verification.js';

/** A CAdES signature (CMS SignedData, .p7s or .p7m), attached or detached. */
export async function verifyCades(
  der: Uint8Array,
  expected: Uint8Array | undefined,
): Promise<SignatureVerification> {
  const pki = await loadPki();
  const read = readSignedData(pki, der);
  if (read.kind === 'not-signed-data') return unsigned(null, problem('no_signature', read.detail));
  if (read.kind === 'malformed') return unsigned('cades', problem('malformed', read.detail));
  const { signedData } = read;
  const signerInfo = signedData.signerInfos[0];
  if (signerInfo === undefined) {
    return unsigned('cades', problem('no_signature', 'the SignedData has no signer'));
  }

  const problems: SignatureProblem[] = [];
  const signerCount = signedData.signerInfos.length;
  if (signerCount > 1) {
    problems.push(
      problem('multiple_signatures', `the first of ${signerCount} signers was verified`),
    );
  }
  const attached = encapsulatedContent(pki, signedData);
  const check = await checkSigner(pki, signedData, signerInfo, attached ?? expected ?? null);
  problems.push(...check.problems);
  const signatureOk = check.signatureValid === true && check.certificateBound;

  let valid: boolean;
  let covers: boolean | null = null;
  if (attached !== null) {
    // The content is in the file: a digest that differs means it was changed after signing.
    if (check.digestMatches === false) problems.push(problem('digest_mismatch'));
    valid = signatureOk && check.digestMatches !== false;
    if (expected !== undefined) {
      const same = bytesEqual(attached, expected);
      if (!same) problems.push(problem('content_differs'));
      covers = same && valid;
    }
  } else {
    // Detached: the caller's document either is what was signed or is not.
    valid = signatureOk;
    if (expected === undefined) {
      problems.push(problem('content_missing'));
    } else {
      // Without signed attributes the signature itself is over the content.
      const matches = check.digestMatches ?? check.signatureValid;
      covers = matches === true;
      if (matches === false) problems.push(problem('content_differs'));
    }
  }

  return finish(pki, check.signer, {
    format: 'cades',
    valid,
    covers,
    signedAt: check.signedAt,
    problems,
    signedContent: attached,
  });
}
