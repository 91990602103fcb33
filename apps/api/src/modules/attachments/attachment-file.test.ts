import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { detectContentType, FileMeter, safeFileName } from './attachment-file.js';

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

describe('file names', () => {
  it.each([
    ['C:\\skany\\dowód.pdf', 'dowód.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['wyciąg\u0000\u0007"KRS".pdf', 'wyciągKRS.pdf'],
    ['...ukryty', 'ukryty'],
    ['', 'file'],
    [undefined, 'file'],
  ])('keeps %j as %j', (given, kept) => {
    expect(safeFileName(given)).toBe(kept);
  });

  it('cuts long names to 200 characters without splitting a character', () => {
    expect([...safeFileName('ż'.repeat(300))]).toHaveLength(200);
  });
});

describe('content types from bytes', () => {
  it('recognises a PDF and an image whatever they are called, and plain Polish text', async () => {
    expect(await detectContentType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('application/pdf');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await detectContentType(png)).toBe('image/png');
    expect(await detectContentType(Buffer.from('Zażółć gęślą jaźń;100,00;PLN\n'))).toBe(
      'text/plain',
    );
    expect(await detectContentType(Buffer.from([0x00, 0xff, 0x10, 0x80]))).toBe(
      'application/octet-stream',
    );
  });
});

describe('the file meter', () => {
  it('fails at the end of bytes that differ from the expected hash, and tells', async () => {
    const onMismatch = vi.fn();
    const meter = new FileMeter({ sha256: '0'.repeat(64), onMismatch });
    await expect(pipeline(Readable.from([Buffer.from('abc')]), meter, sink())).rejects.toThrow(
      'differs',
    );
    expect(onMismatch).toHaveBeenCalledOnce();
  });

  it('passes bytes with the expected hash, counted, keeping the first ones', async () => {
    const sha = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    const onMismatch = vi.fn();
    const meter = new FileMeter({ sha256: sha, onMismatch });
    await pipeline(Readable.from([Buffer.from('a'), Buffer.from('bc')]), meter, sink());
    expect(onMismatch).not.toHaveBeenCalled();
    expect(meter.size).toBe(3);
    expect(meter.head().toString()).toBe('abc');
  });
});
