import type { Document, Element } from '@xmldom/xmldom';
import { decodeXml } from './detect.js';
import type { XmlLibraries } from './xml-libraries.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const PROCESSING_INSTRUCTION_NODE = 7;
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Parses XML strictly (a recoverable error fails too) and silently; throws when not well formed. */
export function parseXml({ xmldom }: XmlLibraries, text: string): Document {
  const parser = new xmldom.DOMParser({ onError: xmldom.onErrorStopParsing });
  return parser.parseFromString(text, 'application/xml');
}

/** The expected content as XML, or null when it is not XML at all. */
export function parseExpectedXml(libraries: XmlLibraries, bytes: Uint8Array): Document | null {
  const text = decodeXml(bytes);
  if (text === null) return null;
  try {
    return parseXml(libraries, text);
  } catch {
    return null;
  }
}

/**
 * The canonical form two documents are compared in: inclusive C14N without comments, after
 * dropping the whitespace that only indents elements (it carries no data, and signing tools
 * reindent or add a line break beside the signature they insert). Whitespace in a value, and
 * every element, attribute and character of data, still counts.
 */
export function comparableForm({ xmldsigjs }: XmlLibraries, node: Document | Element): string {
  const copy = node.cloneNode(true) as Document | Element;
  const root = 'documentElement' in copy ? copy.documentElement : copy;
  if (root !== null) dropIndentation(root);
  // xmldom's nodes, typed as the DOM's where a project compiles with the DOM library.
  return new xmldsigjs.XmlCanonicalizer(false, false).Canonicalize(copy as never);
}

/** A document serialised as UTF-8 bytes, with a declaration that says so. */
export function serializeDocument({ xmldom }: XmlLibraries, node: Document | Element): Uint8Array {
  const copy = node.cloneNode(true);
  const first = copy.firstChild;
  if (first?.nodeType === PROCESSING_INSTRUCTION_NODE && first.nodeName === 'xml') {
    copy.removeChild(first);
  }
  const text = new xmldom.XMLSerializer().serializeToString(copy).trimStart();
  return new TextEncoder().encode(XML_DECLARATION + text);
}

function dropIndentation(element: Element, preserve = false): void {
  const space = element.getAttributeNS(XML_NAMESPACE, 'space');
  const keep = space === 'preserve' || (preserve && space !== 'default');
  const children = Array.from(element.childNodes);
  const hasElements = children.some((child) => child.nodeType === ELEMENT_NODE);
  for (const child of children) {
    if (child.nodeType === ELEMENT_NODE) dropIndentation(child as Element, keep);
    else if (!keep && hasElements && child.nodeType === TEXT_NODE && isXmlSpace(child.nodeValue)) {
      element.removeChild(child);
    }
  }
}

function isXmlSpace(text: string | null): boolean {
  return /^[ \t\r\n]*$/.test(text ?? '');
}
