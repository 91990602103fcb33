import type { Attribute, Certificate, SignedData, SignerInfo } from 'pkijs';
import { bytesEqual } from './bytes.js';
import type { Pki } from './pki.js';
import { describeError, problem, type SignatureProblem } from './problems.js';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const SIGNING_CERTIFICATE = '1.2.840.113549.1.9.16.2.12';
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';

export type ReadSignedData =
  | { kind: 'signed'; signedData: SignedData }
  | { kind: 'not-signed-data'; detail: string }
  | { kind: 'malformed'; detail: string };

/** What one SignerInfo of a CMS SignedData (CAdES, or the signature inside a PDF) proves. */
export type SignerCheck = {
  /** The signature over the signed attributes (or the content); null when nothing to check. */
  signatureValid: boolean | null;
  /** The messageDigest attribute against the content; null without content or attributes. */
  digestMatches: boolean | null;
  /** An ESS signing-certificate attribute, when present, names the certificate that verified. */
  certificateBound: boolean;
  signer: Certificate | null;
  signedAt: string | null;
  problems: SignatureProblem[];
};

/** A DER ContentInfo holding SignedData, told apart from other ASN.1 and from a broken one. */
export function readSignedData({ pkijs, asn1js }: Pki, der: Uint8Array): ReadSignedData {
  const asn1 = asn1js.fromBER(der);
  if (asn1.offset === -1) {
    return { kind: 'not-signed-data', detail: `not readable as DER: ${asn1.result.error}` };
  }
  let contentInfo;
  try {
    contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
  } catch {
    return { kind: 'not-signed-data', detail: 'DER, but not a CMS ContentInfo' };
  }
  if (contentInfo.contentType !== SIGNED_DATA) {
    return { kind: 'not-signed-data', detail: `CMS ${contentInfo.contentType}, not SignedData` };
  }
  try {
    return { kind: 'signed', signedData: new pkijs.SignedData({ schema: contentInfo.content }) };
  } catch (error) {
    return { kind: 'malformed', detail: describeError(error) };
  }
}

/** The content the SignedData carries (attached signature), or null (detached). */
export function encapsulatedContent({ asn1js }: Pki, signedData: SignedData): Uint8Array | null {
  // Typed as an OCTET STRING, but a content type other than data may carry any ASN.1 value.
  const content: unknown = signedData.encapContentInfo.eContent;
  if (content instanceof asn1js.OctetString) return new Uint8Array(content.getValue());
  if (content instanceof asn1js.BaseBlock) return new Uint8Array(content.valueBeforeDecodeView);
  return null;
}

/**
 * Checks a signer against `content` (what it signs: the attached content, the caller's
 * document, or a PDF's byte ranges). The digest and the signature are checked apart, which
 * SignedData.verify does not do: a detached signature over another document must read as a
 * valid signature that does not cover this one, not as a forgery.
 */
export async function checkSigner(
  pki: Pki,
  signedData: SignedData,
  signerInfo: SignerInfo,
  content: Uint8Array | null,
): Promise<SignerCheck> {
  const { engine } = pki;
  const signer = await findSignerCertificate(pki, signedData, signerInfo);
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const signedAt = signingTime(pki, attributes);
  const unchecked = (reason: SignatureProblem): SignerCheck => ({
    signatureValid: null,
    digestMatches: null,
    certificateBound: true,
    signer,
    signedAt,
    problems: [reason],
  });
  const hash = engine.getAlgorithmByOID(signerInfo.digestAlgorithm.algorithmId);
  if (!('name' in hash)) {
    return unchecked(
      problem('unsupported_format', `digest ${signerInfo.digestAlgorithm.algorithmId}`),
    );
  }

  let digestMatches: boolean | null = null;
  let signedBytes: Uint8Array | null = content;
  if (signerInfo.signedAttrs !== undefined) {
    const messageDigest = attributeValue(attributes, MESSAGE_DIGEST);
    if (!(messageDigest instanceof pki.asn1js.OctetString)) {
      return unchecked(problem('malformed', 'the messageDigest attribute is missing'));
    }
    if (content !== null) {
      const digest = new Uint8Array(await engine.digest({ name: hash.name }, content));
      digestMatches = bytesEqual(digest, messageDigest.valueBlock.valueHexView);
    }
    signedBytes = new Uint8Array(signerInfo.signedAttrs.encodedValue);
  }

  const problems: SignatureProblem[] = [];
  let signatureValid: boolean | null = null;
  if (signer === null) {
    problems.push(problem('certificate_missing'));
  } else if (signedBytes !== null) {
    signatureValid = await verifySignatureValue(pki, signerInfo, signer, signedBytes, hash.name);
    if (!signatureValid) problems.push(problem('signature_invalid'));
  }
  const certificateBound = signer === null || (await namesCertificate(pki, attributes, signer));
  if (!certificateBound) problems.push(problem('signing_certificate_mismatch'));
  return { signatureValid, digestMatches, certificateBound, signer, signedAt, problems };
}

async function verifySignatureValue(
  { engine }: Pki,
  signerInfo: SignerInfo,
  signer: Certificate,
  data: Uint8Array,
  hashName: string,
): Promise<boolean> {
  try {
    // The hash is passed where the algorithm does not name one, as SignedData.verify does.
    const rsa = signerInfo.signatureAlgorithm.algorithmId === RSA_ENCRYPTION;
    return await engine.verifyWithPublicKey(
      data,
      signerInfo.signature,
      signer.subjectPublicKeyInfo,
      signerInfo.signatureAlgorithm,
      rsa ? hashName : undefined,
    );
  } catch {
    // An algorithm or key the engine cannot use, or a broken signature value.
    return false;
  }
}

/** The certificate the signer info points at, by issuer and serial number or key identifier. */
async function findSignerCertificate(
  { pkijs, asn1js, engine }: Pki,
  signedData: SignedData,
  signerInfo: SignerInfo,
): Promise<Certificate | null> {
  const certificates = (signedData.certificates ?? []).filter(
    (item): item is Certificate => item instanceof pkijs.Certificate,
  );
  const sid: unknown = signerInfo.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      certificates.find(
        (item) => item.issuer.isEqual(sid.issuer) && item.serialNumber.isEqual(sid.serialNumber),
      ) ?? null
    );
  }
  if (!(sid instanceof asn1js.Constructed || sid instanceof asn1js.Primitive)) return null;
  // subjectKeyIdentifier [0]: the SHA-1 of the public key, as pkijs itself matches it.
  const inner = sid instanceof asn1js.Constructed ? sid.valueBlock.value[0] : sid;
  if (!(inner instanceof asn1js.BaseBlock) || !('valueHexView' in inner.valueBlock)) return null;
  const keyId = inner.valueBlock.valueHexView as Uint8Array;
  for (const item of certificates) {
    const key = item.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
    if (bytesEqual(new Uint8Array(await engine.digest({ name: 'SHA-1' }, key)), keyId)) return item;
  }
  return null;
}

function signingTime({ asn1js }: Pki, attributes: Attribute[]): string | null {
  const value = attributeValue(attributes, SIGNING_TIME);
  return value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime
    ? value.toDate().toISOString()
    : null;
}

/**
 * ESS signing-certificate(-v2) (RFC 5035): the first certificate it names is the one that must
 * verify the signature, so swapping in another certificate of the same key is caught.
 */
async function namesCertificate(
  { asn1js, engine }: Pki,
  attributes: Attribute[],
  signer: Certificate,
): Promise<boolean> {
  const v2 = attributeValue(attributes, SIGNING_CERTIFICATE_V2);
  const v1 = attributeValue(attributes, SIGNING_CERTIFICATE);
  const attribute = v2 ?? v1;
  if (attribute === undefined) return true;
  const certs = attribute instanceof asn1js.Sequence ? attribute.valueBlock.value[0] : undefined;
  const first = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  if (!(first instanceof asn1js.Sequence)) return false;
  const [head, next] = first.valueBlock.value;
  // ESSCertIDv2 may open with its hash algorithm (SHA-256 when left out); ESSCertID is SHA-1.
  let hashName = v2 === undefined ? 'SHA-1' : 'SHA-256';
  let certHash = head;
  if (v2 !== undefined && head instanceof asn1js.Sequence) {
    const algorithm = head.valueBlock.value[0];
    if (!(algorithm instanceof asn1js.ObjectIdentifier)) return false;
    const named = engine.getAlgorithmByOID(algorithm.valueBlock.toString());
    if (!('name' in named)) return false;
    hashName = named.name;
    certHash = next;
  }
  if (!(certHash instanceof asn1js.OctetString)) return false;
  const der = new Uint8Array(signer.toSchema().toBER(false));
  const digest = new Uint8Array(await engine.digest({ name: hashName }, der));
  return bytesEqual(digest, certHash.valueBlock.valueHexView);
}

function attributeValue(attributes: Attribute[], type: string): unknown {
  return attributes.find((attribute) => attribute.type === type)?.values[0];
}
