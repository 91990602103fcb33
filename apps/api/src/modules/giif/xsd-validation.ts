import type { GiifIssue } from '@aml/shared';

/**
 * A report file against the XSD an administrator installed, with xmllint compiled to
 * WebAssembly (libxml2's own validator, no native build). Each error is given to the
 * transaction whose lines it falls on.
 */

export type InstalledSchema = { fileName: string; xsd: string; sha256: string };

/** A file of 10,000 transactions is about 20 MB; the default 16 MB of memory is too little. */
const MAX_MEMORY_PAGES = 16_384;

export async function validateAgainstXsd(
  xml: string,
  schema: InstalledSchema,
  transactionAtLine: (line: number) => string | null,
): Promise<GiifIssue[]> {
  const { validateXML } = await import('xmllint-wasm');
  // A schema laid in GIIF_SCHEMA_DIR is not checked when installed: one that does not
  // compile refuses every file, saying why.
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: safeName(schema.fileName), contents: schema.xsd }],
    // Grown from the start to what the file needs: growing page by page costs more.
    initialMemoryPages: Math.min(MAX_MEMORY_PAGES, 256 + Math.ceil((xml.length * 6) / 65_536)),
    maxMemoryPages: MAX_MEMORY_PAGES,
  }).catch((error: Error) => ({
    valid: false,
    errors: [{ message: error.message.split('\n')[0] ?? 'schema', loc: null }],
  }));
  if (result.valid) return [];
  return result.errors.map((error) => ({
    transaction_code: error.loc ? transactionAtLine(error.loc.lineNumber) : null,
    party_code: null,
    field: elementOf(error.message),
    code: 'schema',
    detail: error.message.trim(),
  }));
}

/** xmllint names the element it refused: "Element '{ns}PESEL': …". */
const elementOf = (message: string) =>
  /Element '(?:\{[^}]*\})?([^']+)'/.exec(message)?.[1] ?? 'xml';

/** xmllint takes a file name beginning with a dash as an option: the name is only a label. */
const safeName = (name: string) =>
  name.replace(/[^A-Za-z0-9._]/g, '_').replace(/^[_.-]+/, '') || 'schemat.xsd';

/**
 * Which transaction each line belongs to: a transaction element's lines run from its
 * IdentyfikatorTr's line back to the opening tag before it, up to the next one.
 */
export function lineIndex(xml: string, codeOfGiifId: Map<string, string>) {
  const starts: { line: number; code: string }[] = [];
  const lines = xml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /<IdentyfikatorTr>([^<]*)<\/IdentyfikatorTr>/.exec(lines[i]!);
    const code = match ? codeOfGiifId.get(match[1]!) : undefined;
    // The transaction element opens on the line before its first child.
    if (code) starts.push({ line: i, code });
  }
  return (line: number): string | null => {
    let found: string | null = null;
    for (const start of starts) {
      if (start.line > line) break;
      found = start.code;
    }
    return found;
  };
}
