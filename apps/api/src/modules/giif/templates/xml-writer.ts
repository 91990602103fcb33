import { createRequire } from 'node:module';
import type * as FastXmlParser from 'fast-xml-parser';

/**
 * XML text from nested objects (fast-xml-parser's builder: escaping and indentation), one
 * element a line, so a validator's line number finds its transaction. Loaded at the first
 * file rather than at start-up (docs/performance.md, P9).
 */
let builderModule: typeof FastXmlParser | undefined;

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | number | boolean | XmlNode | XmlNode[] | string[] | undefined;

export function writeXml(root: XmlNode): string {
  builderModule ??= createRequire(import.meta.url)('fast-xml-parser') as typeof FastXmlParser;
  const builder = new builderModule.XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: false,
    suppressBooleanAttributes: false,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root) as string}`;
}
