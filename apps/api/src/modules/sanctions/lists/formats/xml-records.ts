import { SaxesParser } from 'saxes';
import { ListFormatError } from './parse-result.js';
import type { TextInput } from './text-input.js';

/** A small element tree, built only for one record at a time. */
export type XmlNode = {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
  line: number;
};

type RecordHandlers = {
  /** Root element name the format must have; anything else is a format error. */
  root: string;
  /** Elements delivered whole to `onRecord`; nothing outside them is kept in memory. */
  records: ReadonlySet<string>;
  onRecord: (node: XmlNode) => void;
  onRoot?: (attrs: Record<string, string>) => void;
};

/** Drops a namespace prefix: parsers match on local names and check namespaces at the root. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams an XML file through saxes and hands each record element to `onRecord` as a tree. Memory
 * is bounded by the largest record, not the file. Any well-formedness error (including a truncated
 * file, reported at close) becomes a ListFormatError with the file, line and column.
 */
export function streamXmlRecords(input: TextInput, handlers: RecordHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlNode[] = [];
  let depth = 0;
  let sawRoot = false;
  const fail = (detail: string): never => {
    throw new ListFormatError(input.name, `line ${parser.line}, column ${parser.column}`, detail);
  };

  parser.on('error', (error) => fail(error.message.replace(/^\d+:\d+: /, '')));
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    // Keyed by the file's attribute names: no prototype, so a 'constructor' attribute is data.
    const attrs: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
    depth += 1;
    if (!sawRoot) {
      sawRoot = true;
      if (name !== handlers.root) fail(`expected root element <${handlers.root}>, found <${name}>`);
      handlers.onRoot?.(attrs);
    }
    if (stack.length === 0 && !handlers.records.has(name)) return;
    const node: XmlNode = { name, attrs, children: [], text: '', line: parser.line };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  const onText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth -= 1;
    const node = stack.pop();
    if (node && stack.length === 0) handlers.onRecord(node);
  });

  for (const chunk of input.chunks()) parser.write(chunk);
  parser.close();
  if (!sawRoot) fail('no XML element found');
  if (depth !== 0) fail('the document ends inside an element');
}

export function childElements(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

export function childElement(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** Trimmed text of a child element; null when absent or empty (lists use `<COUNTRY/>` placeholders). */
export function childText(node: XmlNode | undefined, name: string): string | null {
  const value = childElement(node, name)?.text.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

/** Texts of every `<name>` child of each `<wrapper>` child, e.g. NATIONALITY/VALUE. */
export function wrappedTexts(node: XmlNode, wrapper: string, name: string): string[] {
  return childElements(node, wrapper)
    .flatMap((w) => childElements(w, name))
    .map((v) => v.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
