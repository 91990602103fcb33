import type { Document, Element } from '@xmldom/xmldom';
import type { webcrypto } from 'node:crypto';
import type * as Xadesjs from 'xadesjs';
import type { Reference } from 'xmldsigjs';
import { bytesEqual } from './bytes.js';
import { loadPki, type Pki } from './pki.js';
import { describeError, problem, type SignatureProblem } from './problems.js';
import type { SignatureVerification } from './types.js';
import { finish, unsigned } from './verification.js';
import {
  carriedContent,
  externalSource,
  resolveTarget,
  sameAsExpected,
  unsupportedAlgorithms,
  type Target,
} from './xades-references.js';
import { findSigner, signingTime } from './xades-signer.js';
import { parseXml } from './xml-content.js';
import { descendants, isDsig, isXades, parentElement } from './xml-dom.js';
import { loadXmlLibraries, type XmlLibraries } from './xml-libraries.js';

/** HMAC is left out on purpose: a shared-secret "signature" proves nothing about a signer. */
const SIGNATURE_ALGORITHMS = new Set(['RSASSA-PKCS1-v1_5', 'RSA-PSS', 'ECDSA']);

type ReferenceCheck = {
  digestsValid: boolean;
  signedContent: Uint8Array | null;
  /** Per reference to a document, when there is an expected one to compare with. */
  coverage: { digestOk: boolean; sameContent: boolean }[];
  problems: SignatureProblem[];
};

/**
 * An XML signature (XAdES, or plain XMLDSig): enveloped, enveloping or detached alike, told
 * apart by what its references point at rather than by where the signature sits.
 */
export async function verifyXades(
  text: string,
  expected: Uint8Array | undefined,
): Promise<SignatureVerification> {
  const [libraries, pki] = await Promise.all([loadXmlLibraries(), loadPki()]);
  let doc: Document;
  try {
    doc = parseXml(libraries, text);
  } catch (error) {
    return unsigned(null, problem('malformed', `not well-formed XML: ${describeError(error)}`));
  }
  const signatures = topLevelSignatures(doc);
  const signature = signatures[0];
  if (signature === undefined) return unsigned(null, problem('no_signature'));
  try {
    return await verifySignature(libraries, pki, doc, signature, signatures.length, expected);
  } catch (error) {
    return unsigned('xades', problem('malformed', describeError(error)));
  }
}

async function verifySignature(
  libraries: XmlLibraries,
  pki: Pki,
  doc: Document,
  signature: Element,
  signatureCount: number,
  expected: Uint8Array | undefined,
): Promise<SignatureVerification> {
  // A DTD can declare ID attributes and entities the signed bytes never showed: refuse it.
  if (doc.doctype !== null) {
    return unsigned('xades', problem('unsupported_format', 'a DOCTYPE is not accepted'));
  }
  const unsupported = unsupportedAlgorithms(signature);
  if (unsupported.length > 0) {
    return unsigned('xades', problem('unsupported_format', unsupported.join(', ')));
  }
  const signedXml = new (inspectorOf(libraries.xadesjs))(doc);
  signedXml.LoadXml(signature as never);
  const algorithm = signedXml.Algorithm as { name: string; hash?: unknown } | undefined;
  if (algorithm === undefined || !SIGNATURE_ALGORITHMS.has(algorithm.name)) {
    return unsigned('xades', problem('unsupported_format', `algorithm ${algorithm?.name}`));
  }

  const references = Array.from(
    signedXml.XmlSignature.SignedInfo.References.GetIterator(),
    (reference) => ({ reference, target: resolveTarget(doc, signature, reference) }),
  );
  // Only properties a reference signs are the signer's word; unsigned ones anyone could add.
  const properties =
    references
      .map(({ target }) => (target.kind === 'signature-part' ? target.element : null))
      .find((element) => element !== null && isXades(element, 'SignedProperties')) ?? null;
  const found = await findSigner(pki, signature, properties, algorithm, (key) =>
    signedXml.signatureValueMatches(key),
  );
  const checked = await checkReferences(libraries, signedXml, doc, references, expected);

  const problems: SignatureProblem[] = [];
  if (signatureCount > 1) {
    problems.push(problem('multiple_signatures', `the first of ${signatureCount} was verified`));
  }
  if (!found.hasCertificate) problems.push(problem('certificate_missing'));
  else if (!found.bound) problems.push(problem('signing_certificate_mismatch'));
  if (found.hasCertificate && !found.signatureValid) problems.push(problem('signature_invalid'));
  problems.push(...checked.problems);

  const kinds = new Set(references.map(({ target }) => target.kind));
  const signsDocuments = kinds.has('document') || kinds.has('object') || kinds.has('external');
  if (!signsDocuments) {
    problems.push(problem('partial_coverage', 'no reference signs a whole document'));
  } else if (expected === undefined && kinds.has('external')) {
    problems.push(problem('content_missing'));
  }
  let covers: boolean | null = null;
  if (expected !== undefined) {
    covers = checked.coverage.some((item) => item.digestOk && item.sameContent);
    if (!covers && signsDocuments && !checked.coverage.some((item) => item.sameContent)) {
      problems.push(problem('content_differs'));
    }
  }

  return finish(pki, found.signer, {
    format: 'xades',
    valid: found.signatureValid && found.bound && checked.digestsValid,
    covers,
    signedAt: properties === null ? null : signingTime(properties),
    problems,
    signedContent: checked.signedContent,
  });
}

/**
 * Digests every reference. Those inside the file decide "valid"; a detached document's digest,
 * taken over the caller's bytes, only decides "covers" (the signature is just as valid over
 * another document).
 */
async function checkReferences(
  libraries: XmlLibraries,
  signedXml: Inspector,
  doc: Document,
  references: { reference: Reference; target: Target }[],
  expected: Uint8Array | undefined,
): Promise<ReferenceCheck> {
  const result: ReferenceCheck = {
    digestsValid: true,
    signedContent: null,
    coverage: [],
    problems: [],
  };
  for (const { reference, target } of references) {
    if (target.kind === 'external') {
      if (expected === undefined) continue;
      const source = externalSource(libraries, reference, expected);
      const digestOk = source !== null && (await digestMatches(signedXml, reference, source)).ok;
      result.coverage.push({ digestOk, sameContent: digestOk });
      continue;
    }
    // A fresh copy each time: the enveloped-signature transform edits what it is given.
    const digest = await digestMatches(signedXml, reference, doc.documentElement?.cloneNode(true));
    if (!digest.ok) {
      result.digestsValid = false;
      result.problems.push(
        problem('digest_mismatch', `reference "${reference.Uri}": ${digest.detail}`),
      );
    }
    if (target.kind !== 'document' && target.kind !== 'object') continue;
    const carried = carriedContent(libraries, doc, target);
    result.signedContent ??= carried?.bytes ?? null;
    if (expected !== undefined) {
      const sameContent = carried !== null && sameAsExpected(libraries, carried, expected);
      result.coverage.push({ digestOk: digest.ok, sameContent });
    }
  }
  return result;
}

/**
 * xmldsigjs keeps the two checks this engine needs apart (the digest of one reference, the
 * signature value under a given key) protected; `Verify` runs them together, stops at the
 * first bad digest and trusts any key in KeyInfo.
 */
function inspectorOf(xadesjs: typeof Xadesjs) {
  return class Inspector extends xadesjs.SignedXml {
    referenceDigest(reference: Reference, source: unknown): Promise<Uint8Array> {
      return this.DigestReference(source as never, reference, false);
    }

    signatureValueMatches(key: webcrypto.CryptoKey): Promise<boolean> {
      return this.ValidateSignatureValue([key as never]);
    }
  };
}

type Inspector = InstanceType<ReturnType<typeof inspectorOf>>;

async function digestMatches(
  signedXml: Inspector,
  reference: Reference,
  source: unknown,
): Promise<{ ok: boolean; detail: string }> {
  try {
    const digest = await signedXml.referenceDigest(reference, source);
    const ok = bytesEqual(new Uint8Array(digest), new Uint8Array(reference.DigestValue));
    return { ok, detail: ok ? '' : 'the digest differs' };
  } catch (error) {
    return { ok: false, detail: describeError(error) };
  }
}

/** The signatures of the file, without those nested in another (XAdES countersignatures). */
function topLevelSignatures(doc: Document): Element[] {
  if (doc.documentElement === null) return [];
  return descendants(doc.documentElement, (element) => isDsig(element, 'Signature')).filter(
    (element) => {
      for (let node = parentElement(element); node !== null; node = parentElement(node)) {
        if (isDsig(node, 'Signature')) return false;
      }
      return true;
    },
  );
}
