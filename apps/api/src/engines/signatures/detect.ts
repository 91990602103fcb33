/**
 * Tells a signed file's kind from its first bytes, never from its name: users rename files, and
 * signing tools name them inconsistently (.xml.xades, .sig, .p7s, .p7m, .pdf). Cheap on purpose:
 * no signature library is loaded here.
 */
import { fromBase64, latin1 } from './bytes.js';

export type DetectedFile =
  | { kind: 'xml'; text: string }
  | { kind: 'pdf' }
  | { kind: 'cms'; der: Uint8Array }
  | { kind: 'unknown' };

/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const PEM_BLOCK =
  /-----BEGIN (PKCS7|PKCS #7 SIGNED DATA|CMS)-----([A-Za-z0-9+/=\s]*)-----END \1-----/;
const BASE64_TEXT = /^[A-Za-z0-9+/=\s]+$/;
const DER_SEQUENCE = 0x30;

export function detectFormat(bytes: Uint8Array): DetectedFile {
  const xml = decodeXml(bytes);
  if (xml !== null) return { kind: 'xml', text: xml };
  if (latin1(bytes.subarray(0, PDF_HEADER_WINDOW)).includes('%PDF-')) return { kind: 'pdf' };
  if (bytes[0] === DER_SEQUENCE) return { kind: 'cms', der: bytes };
  const text = latin1(bytes);
  const pem = PEM_BLOCK.exec(text);
  const base64 = pem?.[2] ?? (BASE64_TEXT.test(text) ? text : null);
  if (base64 !== null) {
    const der = fromBase64(base64);
    if (der[0] === DER_SEQUENCE) return { kind: 'cms', der };
  }
  return { kind: 'unknown' };
}

/**
 * The text of an XML file, or null when the bytes do not start like XML: a byte-order mark picks
 * the encoding, otherwise the XML declaration's (Polish tools still write windows-1250 or
 * ISO-8859-2 now and then), otherwise UTF-8.
 */
export function decodeXml(bytes: Uint8Array): string | null {
  const text = decodeText(bytes);
  return /^\s*</.test(text) ? text : null;
}

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const declared = /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    latin1(bytes.subarray(0, 200)),
  )?.[1];
  if (declared !== undefined) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An encoding label TextDecoder does not know: read it as UTF-8, the XML default.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
