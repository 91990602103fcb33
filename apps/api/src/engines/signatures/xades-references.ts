import type { Document, Element } from '@xmldom/xmldom';
import type { Reference } from 'xmldsigjs';
import { bytesEqual, fromBase64 } from './bytes.js';
import { DSIG, childElements, descendants, isDsig, isXades, parentElement } from './xml-dom.js';
import { comparableForm, parseExpectedXml, serializeDocument } from './xml-content.js';
import type { XmlLibraries } from './xml-libraries.js';

/** What each reference of an XML signature signs, and whether that is the expected document. */

const ENVELOPED = `${DSIG}enveloped-signature`;
const BASE64 = `${DSIG}base64`;
const CANONICALIZATIONS = [
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments',
];
/**
 * The transforms whose output is known: anything else (XPath, XSLT) may sign a filtered part
 * of the document, and xmldsigjs would need the xpath package to run XPath at all.
 */
const TRANSFORMS = new Set([...CANONICALIZATIONS, ENVELOPED, BASE64]);

export type Target =
  /** The whole document (URI "" or the root's Id), the signature inside it taken out. */
  | { kind: 'document'; enveloped: boolean }
  /** A ds:Object of the signature carrying the document (enveloping). */
  | { kind: 'object'; element: Element; base64: boolean }
  /** A file outside the signature (detached): its bytes come from the caller. */
  | { kind: 'external' }
  /** An element inside the document: a part of it only. */
  | { kind: 'part' }
  /** What the signature says about itself: its SignedProperties, its KeyInfo. */
  | { kind: 'signature-part'; element: Element };

/** A document the signature carries: XML to compare canonically, or bytes (a base64 object). */
type CarriedContent = { bytes: Uint8Array; xml: Document | null };

/** The algorithms of SignedInfo this engine cannot vouch for, as problem details. */
export function unsupportedAlgorithms(signature: Element): string[] {
  const signedInfo = childElements(signature).find((child) => isDsig(child, 'SignedInfo'));
  if (signedInfo === undefined) return [];
  const canonicalization = childElements(signedInfo)
    .filter((child) => isDsig(child, 'CanonicalizationMethod'))
    .map((child) => child.getAttribute('Algorithm') ?? '')
    .filter((uri) => !CANONICALIZATIONS.includes(uri));
  const transforms = descendants(signedInfo, (element) => isDsig(element, 'Transform'))
    .map((element) => element.getAttribute('Algorithm') ?? '')
    .filter((uri) => !TRANSFORMS.has(uri));
  return [...canonicalization, ...transforms].map((uri) => `algorithm ${uri || '(none)'}`);
}

/** Finds what a reference points at, as xmldsigjs will resolve it; throws on an unknown Id. */
export function resolveTarget(doc: Document, signature: Element, reference: Reference): Target {
  const uri = reference.Uri;
  const transforms = Array.from(
    reference.Transforms?.GetIterator() ?? [],
    (item) => item.Algorithm,
  );
  const enveloped = transforms.includes(ENVELOPED);
  if (uri === undefined || (uri !== '' && !uri.startsWith('#'))) return { kind: 'external' };
  if (uri === '') return { kind: 'document', enveloped };
  const id = uri.slice(1);
  const root = doc.documentElement;
  const found =
    root === null
      ? []
      : descendants(root, (element) =>
          ['Id', 'ID', 'id'].some((name) => element.getAttribute(name) === id),
        );
  const element = found[0];
  if (element === undefined || found.length > 1) {
    throw new Error(`reference "${uri}" matches ${found.length} elements`);
  }
  const part = signaturePartHolding(signature, element);
  if (part === null) {
    return element === root ? { kind: 'document', enveloped } : { kind: 'part' };
  }
  const holdsProperties = childElements(part).some((child) =>
    isXades(child, 'QualifyingProperties'),
  );
  if (isDsig(part, 'Object') && !holdsProperties) {
    return { kind: 'object', element, base64: transforms.includes(BASE64) };
  }
  return { kind: 'signature-part', element };
}

/** What a document or object reference signs, as the file carries it. */
export function carriedContent(
  libraries: XmlLibraries,
  doc: Document,
  target: Extract<Target, { kind: 'document' | 'object' }>,
): CarriedContent | null {
  if (target.kind === 'document') {
    const copy = doc.cloneNode(true) as Document;
    // As xmldsigjs's enveloped-signature transform does: every signature child of the root.
    if (target.enveloped && copy.documentElement !== null) {
      for (const child of childElements(copy.documentElement)) {
        if (isDsig(child, 'Signature')) copy.documentElement.removeChild(child);
      }
    }
    return { bytes: serializeDocument(libraries, copy), xml: copy };
  }
  const { element } = target;
  const inner = isDsig(element, 'Object') ? childElements(element) : [element];
  if (target.base64 && inner.length === 0) {
    return { bytes: fromBase64(element.textContent ?? ''), xml: null };
  }
  const root = inner[0];
  if (root === undefined || inner.length > 1) return null;
  const bytes = serializeDocument(libraries, root);
  // Parsed again on its own, so the namespaces it inherits inside the signature drop out.
  return { bytes, xml: parseExpectedXml(libraries, bytes) };
}

export function sameAsExpected(
  libraries: XmlLibraries,
  carried: CarriedContent,
  expected: Uint8Array,
): boolean {
  if (carried.xml === null) return bytesEqual(carried.bytes, expected);
  const expectedXml = parseExpectedXml(libraries, expected);
  return (
    expectedXml !== null &&
    comparableForm(libraries, carried.xml) === comparableForm(libraries, expectedXml)
  );
}

/**
 * The detached document as xmldsigjs digests it: its bytes, or its root element when the
 * reference transforms it; null when it must be XML and is not.
 */
export function externalSource(
  libraries: XmlLibraries,
  reference: Reference,
  expected: Uint8Array,
): Uint8Array | Element | null {
  if ((reference.Transforms?.Count ?? 0) === 0) return expected;
  return parseExpectedXml(libraries, expected)?.documentElement ?? null;
}

/** The child of the signature element that holds `element`, or null when it lies outside. */
function signaturePartHolding(signature: Element, element: Element): Element | null {
  for (let node: Element | null = element; node !== null; node = parentElement(node)) {
    if (parentElement(node) === signature) return node;
  }
  return null;
}
