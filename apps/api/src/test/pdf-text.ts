import { expect } from 'vitest';

/** The text of a PDF as a reader extracts it, with its page count and document info. */
export async function pdfText(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  const info = (await document.getMetadata()).info as Record<string, unknown>;
  return { text, totalPages, info };
}
