import { createRequire } from 'node:module';
import type * as FastXmlParser from 'fast-xml-parser';

/**
 * The parser is loaded at the first registry answer rather than at start-up, which has no time
 * to spare (docs/performance.md, P9) for a feature many installations leave off.
 */
let parserModule: typeof FastXmlParser | undefined;
const xmlParser = () =>
  (parserModule ??= createRequire(import.meta.url)('fast-xml-parser') as typeof FastXmlParser);

/**
 * The little SOAP 1.2 the SOAP registries need (REGON BIR, CRBR): an envelope to send, the
 * envelope out of an answer that may be MTOM (REGON wraps every answer in multipart/related,
 * shared/domain/poland.md 3.2), and XML read without namespace prefixes, since the adapters
 * look elements up by their local names only.
 */

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSA_NS = 'http://www.w3.org/2005/08/addressing';
export const SOAP12_CONTENT_TYPE = 'application/soap+xml; charset=utf-8';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A SOAP 1.2 envelope around `body` (already XML). `namespaces` declares the body's prefixes on
 * the envelope; `to` and `action` add the WS-Addressing headers a WCF service such as REGON's
 * requires (it refuses a message without wsa:Action).
 */
export function soapEnvelope(
  body: string,
  options: { namespaces?: Record<string, string>; to?: string; action?: string } = {},
): string {
  const declarations = Object.entries(options.namespaces ?? {})
    .map(([prefix, uri]) => ` xmlns:${prefix}="${escapeXml(uri)}"`)
    .join('');
  const addressing = [
    options.to === undefined ? '' : `<wsa:To>${escapeXml(options.to)}</wsa:To>`,
    options.action === undefined ? '' : `<wsa:Action>${escapeXml(options.action)}</wsa:Action>`,
  ].join('');
  const header = addressing
    ? `<soap:Header xmlns:wsa="${WSA_NS}">${addressing}</soap:Header>`
    : '<soap:Header/>';
  return (
    `<soap:Envelope xmlns:soap="${SOAP12_NS}"${declarations}>` +
    `${header}<soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

/** The parameters of a Content-Type header, names lower-cased, quotes removed. */
export function contentTypeParams(contentType: string): Record<string, string> {
  const params: Record<string, string> = {};
  // name=value or name="value with ; inside"
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of contentType.matchAll(pattern)) {
    const [, name, quoted, plain] = match;
    if (name) params[name.toLowerCase()] = quoted?.replace(/\\(.)/g, '$1') ?? plain?.trim() ?? '';
  }
  return params;
}

/** Raised when an answer holds no SOAP envelope this module can find. */
export class SoapFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SoapFormatError';
  }
}

/**
 * The SOAP envelope of an answer: the body itself when it is plain XML, or, for MTOM
 * (multipart/related, XOP), the root part: the one `start` names by Content-ID, else the one of
 * type application/xop+xml. REGON's strings come inline, so no xop:Include is resolved.
 */
export function extractSoapEnvelope(body: Buffer | string, contentType: string | null): string {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (!contentType || !/^\s*multipart\/related/i.test(contentType)) return text.trim();

  const params = contentTypeParams(contentType);
  const boundary = params.boundary;
  if (!boundary) throw new SoapFormatError('multipart answer without a boundary');

  const delimiter = `--${boundary}`;
  const parts = text
    .split(delimiter)
    // Before the first delimiter is the preamble; from the closing "--" on, the epilogue.
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map(parsePart);
  const start = params.start;
  const root =
    (start && parts.find((part) => part.headers['content-id'] === start)) ||
    parts.find((part) => /application\/xop\+xml/i.test(part.headers['content-type'] ?? ''));
  if (!root) throw new SoapFormatError('multipart answer without an application/xop+xml part');
  return root.content.trim();
}

function parsePart(raw: string) {
  // The delimiter line ends with CRLF (or LF from lenient servers); headers end at a blank line.
  const part = raw.replace(/^[ \t]*\r?\n/, '');
  const blank = /\r?\n\r?\n/.exec(part);
  const headerText = blank ? part.slice(0, blank.index) : '';
  const content = blank ? part.slice(blank.index + blank[0].length) : part;
  const headers: Record<string, string> = {};
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // The CRLF before the next delimiter belongs to the delimiter, not to the content.
  return { headers, content: content.replace(/\r?\n$/, '') };
}

/** A parsed element: text, or child elements by local name (repeated ones as arrays). */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

/**
 * XML as plain objects keyed by local name (prefixes dropped), every value a string (a KRS
 * number keeps its leading zeros), attributes ignored; the elements named in `arrays` are
 * always arrays. Numeric character references are decoded too (`&#xD;` in REGON's answers).
 */
export function parseXml(xml: string, arrays: readonly string[] = []): Record<string, XmlNode> {
  const parser = new (xmlParser().XMLParser)({
    removeNSPrefix: true,
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    htmlEntities: true,
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(xml) as Record<string, XmlNode>;
}

/** The child `name` of a parsed element, when the element has children. */
export function child(node: XmlNode | XmlNode[] | undefined, name: string): XmlNode | undefined {
  const single = Array.isArray(node) ? node[0] : node;
  if (single === undefined || typeof single === 'string') return undefined;
  const value = single[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The repeated children `name` of a parsed element. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of the child `name` (or of the element itself without a name), '' when absent. */
export function text(node: XmlNode | XmlNode[] | undefined, name?: string): string {
  const target = name === undefined ? (Array.isArray(node) ? node[0] : node) : child(node, name);
  return typeof target === 'string' ? target : '';
}

/**
 * The Body of a SOAP envelope; a SOAP Fault's reason as `fault`. Throws SoapFormatError when the
 * text is not a SOAP envelope.
 */
export function soapBody(
  envelopeXml: string,
  arrays: readonly string[] = [],
): { body: XmlNode; fault: string | null } {
  const body = child(child(parseXml(envelopeXml, arrays), 'Envelope'), 'Body');
  if (body === undefined) throw new SoapFormatError('not a SOAP envelope');
  const fault = child(body, 'Fault');
  if (fault === undefined) return { body, fault: null };
  const reason = text(child(fault, 'Reason'), 'Text') || text(fault, 'faultstring');
  return { body, fault: reason || 'SOAP Fault' };
}
