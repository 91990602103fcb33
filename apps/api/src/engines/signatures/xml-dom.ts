import type { Element } from '@xmldom/xmldom';

/** Walking the DOM xmldom builds, and naming the XML signature elements in it. */

export const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
/** XAdES 1.3.2 and 1.4.1 both live under this prefix. */
const XADES = 'http://uri.etsi.org/01903/';
const ELEMENT_NODE = 1;

export function isDsig(element: Element, localName: string): boolean {
  return element.namespaceURI === DSIG && element.localName === localName;
}

export function isXades(element: Element, localName: string): boolean {
  return element.localName === localName && (element.namespaceURI ?? '').startsWith(XADES);
}

/** `root` and the elements under it that `accept` takes, in document order. */
export function descendants(root: Element, accept: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (element: Element): void => {
    if (accept(element)) found.push(element);
    for (const child of childElements(element)) visit(child);
  };
  visit(root);
  return found;
}

export function childElements(element: Element): Element[] {
  return Array.from(element.childNodes).filter(
    (node): node is Element => node.nodeType === ELEMENT_NODE,
  );
}

export function parentElement(element: Element): Element | null {
  const parent = element.parentNode;
  return parent !== null && parent.nodeType === ELEMENT_NODE ? (parent as Element) : null;
}
