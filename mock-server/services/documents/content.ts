// What an uploaded file really is, read from its first bytes and structure rather than its name:
// PDF, the common images, and office documents (OOXML by their zip parts, the older Office
// files by their compound-file header). Anything else is refused.

export interface DetectedType {
  contentType: string;
  /** The extension a download gets when the name lacks a fitting one. */
  extension: string;
}

const starts = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The zip parts that mark each OOXML kind; the name of a part sits in plain text in the zip. */
const OOXML: readonly [string, DetectedType][] = [
  [
    'word/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    },
  ],
  [
    'xl/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    },
  ],
  [
    'ppt/',
    {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
  ],
];

/** Legacy Office files share one container format; the name's extension tells them apart. */
const CFB: Record<string, DetectedType> = {
  doc: { contentType: 'application/msword', extension: 'doc' },
  xls: { contentType: 'application/vnd.ms-excel', extension: 'xls' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' },
};

/** The texts whose presence anywhere in a file tells an OOXML document's kind. */
const MARKERS = ['[Content_Types].xml', 'PK\u0001\u0002', ...OOXML.map(([part]) => part)];
const OVERLAP = Math.max(...MARKERS.map((m) => m.length)) - 1;
const HEAD_BYTES = 1024;

/**
 * Reads a file's type as its chunks stream past, holding only its first KiB and a few bytes of
 * overlap, so an upload never has to be whole in memory to be checked.
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private readonly found = new Set<string>();

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    const window = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    for (const marker of MARKERS)
      if (!this.found.has(marker) && window.includes(marker)) this.found.add(marker);
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - OVERLAP)));
  }

  /** The type of what was pushed, the name telling the older Office files apart. */
  type(name: string): DetectedType | undefined {
    const buf = this.head;
    // A PDF may have a few bytes of junk before its header; readers accept up to 1 KiB.
    if (buf.includes('%PDF-')) return { contentType: 'application/pdf', extension: 'pdf' };
    if (starts(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      return { contentType: 'image/png', extension: 'png' };
    if (starts(buf, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
    if (starts(buf, ascii('GIF87a')) || starts(buf, ascii('GIF89a')))
      return { contentType: 'image/gif', extension: 'gif' };
    if (starts(buf, ascii('RIFF')) && starts(buf, ascii('WEBP'), 8))
      return { contentType: 'image/webp', extension: 'webp' };
    if (starts(buf, [0x50, 0x4b, 0x03, 0x04]) && this.found.has('[Content_Types].xml')) {
      for (const [part, type] of OOXML)
        if (this.found.has('PK\u0001\u0002') && this.found.has(part)) return type;
    }
    if (starts(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
      const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
      return CFB[ext] ?? CFB.doc;
    }
    return undefined;
  }
}
