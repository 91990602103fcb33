import { latin1 } from './bytes.js';
import { checkSigner, encapsulatedContent, readSignedData } from './cms.js';
import { loadPki } from './pki.js';
import { problem, type SignatureProblem } from './problems.js';
import type { SignatureVerification } from './types.js';
import { finish, unsigned } from './verification.js';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
/** A document timestamp (PAdES-LTA) signs the file too, but names a time authority, not a signer. */
const DOCUMENT_TIMESTAMP = /\/DocTimeStamp\b|\/ETSI\.RFC3161\b/;
const PDF_DATE =
  /\/M\s*\(D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Z+-])?(\d{2})?'?(\d{2})?'?\)/;

/** One signature field: its byte range and its dictionary's text, the /Contents hole left out. */
type SignatureField = { range: [number, number, number, number]; dictionary: string };

/**
 * A signed PDF: the CMS in the signature dictionary's /Contents signs the bytes /ByteRange
 * names, i.e. the whole file but that hole, as the file was when signed. Later changes are
 * appended after the range (incremental updates), so a range that ends before the file does
 * leaves bytes no signature covers.
 */
export async function verifyPades(bytes: Uint8Array): Promise<SignatureVerification> {
  const text = latin1(bytes);
  const fields = signatureFields(text).filter(
    (field) => !DOCUMENT_TIMESTAMP.test(field.dictionary),
  );
  // The signature of the latest revision: the one whose range reaches furthest.
  const field = fields.reduce<SignatureField | undefined>(
    (latest, item) => (latest === undefined || end(item) > end(latest) ? item : latest),
    undefined,
  );
  if (field === undefined) return unsigned(null, problem('no_signature'));

  const problems: SignatureProblem[] = [];
  if (fields.length > 1) {
    problems.push(
      problem(
        'multiple_signatures',
        `the last of ${fields.length}, over the latest revision, was verified`,
      ),
    );
  }
  const [start, firstLength, secondStart, secondLength] = field.range;
  const hole = text.slice(firstLength, secondStart);
  if (
    start !== 0 ||
    secondStart <= firstLength ||
    end(field) > bytes.length ||
    !/^<[\s0-9A-Fa-f]*>$/.test(hole)
  ) {
    return unsigned(
      'pades',
      problem('malformed', `byte range ${field.range.join(' ')} does not frame /Contents`),
    );
  }
  const pki = await loadPki();
  const read = readSignedData(pki, hexBytes(hole.slice(1, -1)));
  if (read.kind !== 'signed') {
    return unsigned('pades', problem('malformed', `/Contents: ${read.detail}`));
  }
  const { signedData } = read;
  const signerInfo = signedData.signerInfos[0];
  if (signerInfo === undefined) {
    return unsigned('pades', problem('no_signature', 'the SignedData has no signer'));
  }
  if (encapsulatedContent(pki, signedData) !== null) {
    // adbe.pkcs7.sha1 signs a SHA-1 of the range carried inside the CMS: deprecated, not supported.
    return unsigned('pades', problem('unsupported_format', 'a CMS with encapsulated content'));
  }

  const signedBytes = new Uint8Array(firstLength + secondLength);
  signedBytes.set(bytes.subarray(0, firstLength));
  signedBytes.set(bytes.subarray(secondStart, secondStart + secondLength), firstLength);
  const check = await checkSigner(pki, signedData, signerInfo, signedBytes);
  problems.push(...check.problems);
  if (check.digestMatches === false) problems.push(problem('digest_mismatch'));
  const valid =
    check.signatureValid === true && check.digestMatches === true && check.certificateBound;

  let covers: boolean | null = null;
  const appended = bytes.length - end(field);
  if (appended === 0) {
    covers = check.digestMatches === true;
  } else {
    problems.push(
      problem('partial_coverage', `${appended} bytes were appended after the signed range`),
    );
  }

  return finish(pki, check.signer, {
    format: 'pades',
    valid,
    covers,
    // PAdES baseline leaves signingTime out of the CMS and puts the claimed time in /M.
    signedAt: check.signedAt ?? pdfDate(field.dictionary),
    problems,
    signedContent: null,
  });
}

function signatureFields(text: string): SignatureField[] {
  return Array.from(text.matchAll(BYTE_RANGE), (match) => {
    const range = match.slice(1, 5).map(Number) as SignatureField['range'];
    // The dictionary's object, from "obj" to "endobj" (neither can occur in the hex hole).
    const objectStart = Math.max(0, text.lastIndexOf('obj', match.index));
    const found = text.indexOf('endobj', match.index);
    const objectEnd = found === -1 ? text.length : found;
    const [, holeStart, holeEnd] = range;
    const dictionary =
      holeStart >= objectStart && holeEnd <= objectEnd
        ? text.slice(objectStart, holeStart) + text.slice(holeEnd, objectEnd)
        : text.slice(objectStart, objectEnd);
    return { range, dictionary };
  });
}

function end(field: SignatureField): number {
  return field.range[2] + field.range[3];
}

function hexBytes(hex: string): Uint8Array {
  const digits = hex.replace(/\s+/g, '');
  return new Uint8Array(Buffer.from(digits.length % 2 === 0 ? digits : `${digits}0`, 'hex'));
}

/** A PDF date (D:YYYYMMDDHHmmSSOHH'mm', every part after the year optional) as ISO. */
function pdfDate(dictionary: string): string | null {
  const match = PDF_DATE.exec(dictionary);
  if (match === null) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = match;
  const sign = match[7];
  const offset =
    sign === undefined || sign === 'Z' ? 'Z' : `${sign}${match[8] ?? '00'}:${match[9] ?? '00'}`;
  const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
