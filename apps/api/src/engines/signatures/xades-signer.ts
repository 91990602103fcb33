import type { Element } from '@xmldom/xmldom';
import type { webcrypto } from 'node:crypto';
import type { Certificate } from 'pkijs';
import { bytesEqual, fromBase64 } from './bytes.js';
import { importVerificationKey, parseCertificate } from './certificate.js';
import type { Pki } from './pki.js';
import { childElements, descendants, isDsig, isXades } from './xml-dom.js';

/** Who made an XML signature, and when they say they did. */

const DIGEST_ALGORITHMS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'SHA-1',
  'http://www.w3.org/2001/04/xmlenc#sha256': 'SHA-256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'SHA-384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'SHA-512',
};

type Candidate = { der: Uint8Array; certificate: Certificate };

export type FoundSigner = {
  signer: Certificate | null;
  signatureValid: boolean;
  /** False when the signed properties name certificates and none of KeyInfo's is among them. */
  bound: boolean;
  /** KeyInfo carries at least one certificate. */
  hasCertificate: boolean;
};

/**
 * The signer: among the KeyInfo certificates (those the signed SigningCertificate names, when it
 * names any), the one whose key verifies the signature value, else the first of them.
 */
export async function findSigner(
  pki: Pki,
  signature: Element,
  properties: Element | null,
  algorithm: { name: string; hash?: unknown },
  verifies: (key: webcrypto.CryptoKey) => Promise<boolean>,
): Promise<FoundSigner> {
  const candidates = keyInfoCertificates(signature).map((der) => ({
    der,
    certificate: parseCertificate(pki, der),
  }));
  const declared = properties === null ? [] : certificateDigests(properties);
  const named: Candidate[] = [];
  for (const candidate of candidates) {
    if (await matchesAnyDigest(candidate.der, declared)) named.push(candidate);
  }
  const bound = declared.length === 0 || named.length > 0;
  const tried = named.length > 0 ? named : candidates;
  const hasCertificate = candidates.length > 0;
  for (const { certificate } of tried) {
    try {
      const key = await importVerificationKey(pki, certificate, algorithm);
      if (await verifies(key))
        return { signer: certificate, signatureValid: true, bound, hasCertificate };
    } catch {
      // A key of another type or curve than the signature's: not this signer.
    }
  }
  return { signer: tried[0]?.certificate ?? null, signatureValid: false, bound, hasCertificate };
}

/** The XAdES SigningTime of the signed properties, ISO; null when absent or unreadable. */
export function signingTime(properties: Element): string | null {
  const element = descendants(properties, (item) => isXades(item, 'SigningTime'))[0];
  const time = Date.parse(element?.textContent?.trim() ?? '');
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function keyInfoCertificates(signature: Element): Uint8Array[] {
  const keyInfo = childElements(signature).find((child) => isDsig(child, 'KeyInfo'));
  if (keyInfo === undefined) return [];
  return descendants(keyInfo, (element) => isDsig(element, 'X509Certificate')).map((element) =>
    fromBase64(element.textContent ?? ''),
  );
}

/** The CertDigest values of SigningCertificate (XAdES 1.3.2) and SigningCertificateV2. */
function certificateDigests(properties: Element): { algorithm: string; value: Uint8Array }[] {
  return descendants(properties, (element) => isXades(element, 'CertDigest')).flatMap((digest) => {
    const method = childElements(digest).find((child) => isDsig(child, 'DigestMethod'));
    const value = childElements(digest).find((child) => isDsig(child, 'DigestValue'));
    const algorithm = DIGEST_ALGORITHMS[method?.getAttribute('Algorithm') ?? ''];
    if (algorithm === undefined || value === undefined) return [];
    return [{ algorithm, value: fromBase64(value.textContent ?? '') }];
  });
}

async function matchesAnyDigest(
  der: Uint8Array,
  declared: { algorithm: string; value: Uint8Array }[],
): Promise<boolean> {
  for (const { algorithm, value } of declared) {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest(algorithm, der));
    if (bytesEqual(digest, value)) return true;
  }
  return false;
}
