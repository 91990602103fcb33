import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/**
 * A list file as a sequence of text chunks. XML parsers consume it chunk by chunk so a 100 MB
 * OFAC advanced file never sits in memory as one string; tests pass literal text instead.
 */
export type TextInput = {
  name: string;
  chunks: () => Iterable<string>;
  /** The raw bytes, for the one binary format (GIIF's XLSX, a ZIP archive); absent for literal text. */
  bytes?: () => Uint8Array;
};

const CHUNK_BYTES = 1 << 20;

export function fileInput(path: string): TextInput {
  return {
    name: basename(path),
    bytes: () => readFileSync(path),
    *chunks() {
      const fd = openSync(path, 'r');
      // The decoder keeps a multi-byte UTF-8 character split across two reads intact.
      const decoder = new StringDecoder('utf8');
      const buffer = Buffer.alloc(CHUNK_BYTES);
      try {
        let read: number;
        while ((read = readSync(fd, buffer, 0, CHUNK_BYTES, null)) > 0) {
          yield decoder.write(buffer.subarray(0, read));
        }
        const rest = decoder.end();
        if (rest) yield rest;
      } finally {
        closeSync(fd);
      }
    },
  };
}

export function textInput(name: string, text: string): TextInput {
  return { name, chunks: () => [text] };
}

/** A binary file held in memory (tests); its text view is the bytes decoded as UTF-8. */
export function binaryInput(name: string, bytes: Uint8Array): TextInput {
  return { name, bytes: () => bytes, chunks: () => [Buffer.from(bytes).toString('utf8')] };
}

/** Whole text, for the CSV formats (a few MB at most) and for format sniffing. */
export function readAllText(input: TextInput): string {
  let text = '';
  for (const chunk of input.chunks()) text += chunk;
  return text.replace(/^\uFEFF/, '');
}

/** The first `limit` characters, enough to recognise a format without reading the whole file. */
export function readHead(input: TextInput, limit = 4096): string {
  let text = '';
  for (const chunk of input.chunks()) {
    text += chunk;
    if (text.length >= limit) break;
  }
  return text.replace(/^\uFEFF/, '').slice(0, limit);
}
