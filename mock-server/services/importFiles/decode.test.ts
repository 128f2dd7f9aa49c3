// Decoding uploaded bytes: UTF-8 with or without BOM, Windows-1252, and the files refused.
import { describe, expect, it } from 'vitest';
import { decodeCarrierFile, decodeWindows1252 } from './decode';
import { ImportProblem } from './failures';

/** The bytes cut into chunks of `size`, as a socket might deliver them. */
function chunked(bytes: Uint8Array, size = bytes.length || 1): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    chunks.push(Buffer.from(bytes.subarray(at, at + size)));
  }
  return chunks;
}

async function decode(chunks: Iterable<Uint8Array>): Promise<string> {
  let text = '';
  for await (const piece of decodeCarrierFile(chunks)) text += piece;
  return text;
}

/** The text decoded before the failure, and the failure. */
async function decodeUntilFailure(chunks: Iterable<Uint8Array>) {
  let text = '';
  try {
    for await (const piece of decodeCarrierFile(chunks)) text += piece;
  } catch (error) {
    if (error instanceof ImportProblem)
      return { text, failInfo: error.failInfo, type: error.failType };
    throw error;
  }
  throw new Error(`decoded without failure: ${text}`);
}

const cp1252 = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('decoding carrier files', () => {
  const utf8Text = 'Insured\nJosé O’Brien,Ærø 🚀,€12\n';

  it('reads UTF-8, whatever the chunk boundaries (multi-byte characters cut anywhere)', async () => {
    const bytes = Buffer.from(utf8Text, 'utf8');
    for (const size of [1, 2, 3, 5, 7, bytes.length]) {
      expect(await decode(chunked(bytes, size))).toBe(utf8Text);
    }
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8Text)]);
    expect(await decode(chunked(bytes))).toBe(utf8Text);
    expect(await decode(chunked(bytes, 1))).toBe(utf8Text);
  });

  it('reads Windows-1252 as spreadsheet programs save it (0x92 is ’, 0xE9 is é, 0x80 is €)', async () => {
    const bytes = cp1252('Christopher O', [0x92], 'Brien,Jos', [0xe9], ',', [0x80], '5\r\n');
    const expected = 'Christopher O’Brien,José,€5\r\n';
    for (const size of [1, 2, 4, bytes.length]) {
      expect(await decode(chunked(bytes, size))).toBe(expected);
    }
  });

  it('maps every Windows-1252 byte above 0x7F as the WHATWG table does', () => {
    const bytes = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
    const text = decodeWindows1252(bytes);
    expect(text.length).toBe(128);
    expect(text.slice(0, 1)).toBe('€');
    expect(text.charCodeAt(0x91 - 0x80)).toBe(0x2018);
    expect(text.charCodeAt(0x9f - 0x80)).toBe(0x178);
    expect(text.slice(0x20)).toBe(Buffer.from(bytes.subarray(0x20)).toString('latin1'));
  });

  it('takes a file whose first non-ASCII byte is not UTF-8 as Windows-1252 to its end', async () => {
    // 0xC3 0xA9 later in the file is "Ã©" in Windows-1252, not é.
    const bytes = cp1252('a', [0xe9], 'b,', [0xc3, 0xa9], '\n');
    expect(await decode(chunked(bytes, 1))).toBe('aéb,Ã©\n');
  });

  it('reads a file ending inside a cut multi-byte start as Windows-1252', async () => {
    expect(await decode(chunked(cp1252('abc', [0xc3])))).toBe('abcÃ');
  });

  it('reads plain ASCII and an empty file', async () => {
    expect(await decode(chunked(Buffer.from('a,b\r\n1,2')))).toBe('a,b\r\n1,2');
    expect(await decode([])).toBe('');
    expect(await decode([Buffer.from([0xef, 0xbb, 0xbf])])).toBe('');
  });

  it('refuses a UTF-8 file that later holds a byte that is not UTF-8, after the text before it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('José\n'.repeat(3)),
      Buffer.from([0x92]),
      Buffer.from('x\n'),
    ]);
    for (const size of [1, 3, bytes.length]) {
      expect(await decodeUntilFailure(chunked(bytes, size))).toEqual({
        text: 'José\n'.repeat(3),
        failInfo: 'imports.errors.mixedEncoding',
        type: 'UnknowException',
      });
    }
  });

  it('refuses a UTF-8 file cut inside its last character', async () => {
    const bytes = Buffer.concat([Buffer.from('é\n'), Buffer.from([0xe2, 0x82])]);
    expect((await decodeUntilFailure(chunked(bytes))).failInfo).toBe(
      'imports.errors.mixedEncoding',
    );
  });

  it('refuses a file with a byte-order mark whose text is not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), cp1252('O', [0x92], 'Brien')]);
    expect((await decodeUntilFailure(chunked(bytes))).failInfo).toBe(
      'imports.errors.mixedEncoding',
    );
  });

  it('refuses binary files: a NUL byte, even late, or many control characters', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(await decodeUntilFailure(chunked(zip))).toEqual({
      text: '',
      failInfo: 'imports.errors.binaryFile',
      type: 'UnknowException',
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect((await decodeUntilFailure(chunked(png, 3))).failInfo).toBe('imports.errors.binaryFile');

    const lateNul = Buffer.concat([
      Buffer.from('a,b\n'.repeat(5000)),
      Buffer.from([0]),
      Buffer.from('x'),
    ]);
    const late = await decodeUntilFailure(chunked(lateNul, 1000));
    expect(late).toMatchObject({ failInfo: 'imports.errors.binaryFile' });
    expect(late.text).toBe('a,b\n'.repeat(5000));

    const controls = Buffer.from(
      Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 0x01 : 0x41)),
    );
    expect((await decodeUntilFailure(chunked(controls))).failInfo).toBe(
      'imports.errors.binaryFile',
    );
  });

  it('keeps text with a stray control character (under the binary share)', async () => {
    const text = `${'Insured,Policy Number\n'.repeat(10)}a\x0bb\n`;
    expect(await decode(chunked(Buffer.from(text)))).toBe(text);
  });

  it('refuses UTF-16 files (Excel "Unicode Text") as an unsupported encoding', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Insured\n', 'utf16le')]);
    expect(await decodeUntilFailure(chunked(le))).toEqual({
      text: '',
      failInfo: 'imports.errors.unsupportedEncoding',
      type: 'UnknowException',
    });
    const be = Buffer.from([0xfe, 0xff, 0x00, 0x49]);
    expect((await decodeUntilFailure(chunked(be, 1))).failInfo).toBe(
      'imports.errors.unsupportedEncoding',
    );
  });
});
