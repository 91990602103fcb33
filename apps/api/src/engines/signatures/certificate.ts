import type { webcrypto } from 'node:crypto';
import type { Certificate, RelativeDistinguishedNames } from 'pkijs';
import { toHex } from './bytes.js';
import type { Pki } from './pki.js';
import { problem, type SignatureProblem } from './problems.js';
import type { SignerCertificate } from './types.js';

const COMMON_NAME = '2.5.4.3';
/** The attributes Polish qualified certificates put the PESEL (PNOPL-…) and NIP (VATPL-…) in. */
const IDENTIFIER_ATTRIBUTES = new Set(['2.5.4.5', '2.5.4.97']);
const QC_STATEMENTS = '1.3.6.1.5.5.7.1.3';
const QC_COMPLIANCE = '0.4.0.1862.1.1';

/** RFC 4514 names where there is one, the attributes of eIDAS certificates (EN 319 412) too. */
const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '2.5.4.42': 'GN',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'E',
};

const EC_CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
};

/** Reads a DER certificate; throws when it is not one. */
export function parseCertificate({ pkijs }: Pki, der: Uint8Array): Certificate {
  return pkijs.Certificate.fromBER(der);
}

export function describeCertificate(pki: Pki, certificate: Certificate): SignerCertificate {
  const subject = certificate.subject.typesAndValues;
  const commonName = subject.find((item) => item.type === COMMON_NAME);
  return {
    subject: nameToString(certificate.subject),
    issuer: nameToString(certificate.issuer),
    serialNumber: serialToHex(certificate.serialNumber.valueBlock.valueHexView),
    notBefore: certificate.notBefore.value.toISOString(),
    notAfter: certificate.notAfter.value.toISOString(),
    commonName: commonName === undefined ? null : attributeValue(commonName.value),
    identifiers: subject
      .filter((item) => IDENTIFIER_ATTRIBUTES.has(item.type))
      .map((item) => attributeValue(item.value)),
    qualifiedStatement: hasQcCompliance(pki, certificate),
  };
}

/**
 * The certificate's public key for WebCrypto `verify` under the signature's algorithm: an
 * ECDSA key needs its curve, which the signature algorithm does not name.
 */
export async function importVerificationKey(
  { asn1js }: Pki,
  certificate: Certificate,
  algorithm: { name: string; hash?: unknown },
): Promise<webcrypto.CryptoKey> {
  const spki = certificate.subjectPublicKeyInfo;
  const params =
    algorithm.name === 'ECDSA'
      ? { name: 'ECDSA', namedCurve: curveOf(asn1js, spki.algorithm.algorithmParams) }
      : algorithm;
  return globalThis.crypto.subtle.importKey('spki', spki.toSchema().toBER(false), params, true, [
    'verify',
  ]);
}

/** Whether the certificate was valid at the stated signing time, or now without one. */
export function certificateValidity(
  signer: SignerCertificate,
  signedAt: string | null,
  now: Date,
): { valid: boolean; problem: SignatureProblem | null } {
  const at = signedAt === null ? now.getTime() : Date.parse(signedAt);
  if (at < Date.parse(signer.notBefore)) {
    return { valid: false, problem: problem('certificate_not_yet_valid') };
  }
  if (at > Date.parse(signer.notAfter)) {
    return { valid: false, problem: problem('certificate_expired') };
  }
  return { valid: true, problem: null };
}

function nameToString(name: RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map(
      (item) => `${SHORT_NAMES[item.type] ?? item.type}=${escapeValue(attributeValue(item.value))}`,
    )
    .reverse()
    .join(', ');
}

function attributeValue(value: { valueBlock: { value?: unknown }; toBER(): ArrayBuffer }): string {
  const text = value.valueBlock.value;
  return typeof text === 'string' ? text : `#${toHex(new Uint8Array(value.toBER()))}`;
}

/** RFC 4514, section 2.4: the characters that would break the string apart. */
function escapeValue(value: string): string {
  return value
    .replace(/[\\"+,;<>]/g, (char) => `\\${char}`)
    .replace(/^[#\s]/, (char) => `\\${char}`)
    .replace(/\s$/, (char) => `\\${char}`);
}

function serialToHex(bytes: Uint8Array): string {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return toHex(bytes.subarray(start));
}

function curveOf(asn1js: Pki['asn1js'], params: unknown): string {
  const oid = params instanceof asn1js.ObjectIdentifier ? params.valueBlock.toString() : '';
  const curve = EC_CURVES[oid];
  if (curve === undefined) throw new Error(`Unsupported elliptic curve ${oid || '(none)'}`);
  return curve;
}

function hasQcCompliance({ asn1js }: Pki, certificate: Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === QC_STATEMENTS);
  if (extension === undefined) return false;
  const parsed = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return false;
  return parsed.result.valueBlock.value.some((statement) => {
    const id = statement instanceof asn1js.Sequence ? statement.valueBlock.value[0] : undefined;
    return id instanceof asn1js.ObjectIdentifier && id.valueBlock.toString() === QC_COMPLIANCE;
  });
}
