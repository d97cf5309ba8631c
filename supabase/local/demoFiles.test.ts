import { crc32, inflateSync } from 'node:zlib';
import { makePdf, makeReceiptPng } from './demoFiles';

describe('the demo files', () => {
  it('makes a PDF whose cross-reference table points at each object, with the text escaped', () => {
    const pdf = makePdf('Lease (Unit 101)', ['Rent: $1,250.00 a month', 'Back\\slash']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain('(Lease \\(Unit 101\\)) Tj');
    expect(text).toContain("(Back\\\\slash) '");
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 10)).toBe(`${i + 1} 0 obj\n<<`));
    const length = Number(/\/Length (\d+)/.exec(text)![1]);
    const stream = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(stream + length, stream + length + 10)).toBe('\nendstream');
  });

  it('makes a PNG of the asked size whose chunks check out and whose pixels inflate whole', () => {
    const png = makeReceiptPng(6, 7, 200, 300);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const type = png.toString('latin1', at + 4, at + 8);
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([chunks[0].data.readUInt32BE(0), chunks[0].data.readUInt32BE(4)]).toEqual([200, 300]);
    expect(inflateSync(chunks[1].data)).toHaveLength((200 * 3 + 1) * 300);
  });

  it('makes two receipts that differ when their seeds do', () => {
    expect(makeReceiptPng(6, 1).equals(makeReceiptPng(6, 2))).toBe(false);
    expect(makeReceiptPng(6, 1).equals(makeReceiptPng(6, 1))).toBe(true);
  });
});
