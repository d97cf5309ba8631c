import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the demo account's documents, made when the seed is loaded instead of kept
 * in the repository: a one-page letter-size PDF of text, and a PNG that looks like a photographed
 * till receipt (a paper strip with printed lines on a dark table). Both open in any viewer.
 */

/** A one-page US-letter PDF with a title and lines of text in Helvetica. */
export function makePdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    'BT',
    '/F1 18 Tf 72 700 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Landlord HQ seed) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A receipt as a phone would photograph it: `lines` printed lines (item and price) on a paper
 * strip, the total in bold, on a dark surface. `seed` varies the line lengths, so two receipts differ.
 */
export function makeReceiptPng(lines: number, seed: number, width = 320, height = 480): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  const fill = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        const at = (y * width + x) * 3;
        rgb[at] = r;
        rgb[at + 1] = g;
        rgb[at + 2] = b;
      }
    }
  };
  let state = seed >>> 0 || 1;
  const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) / 0x1000000;
  const ink: [number, number, number] = [60, 60, 66];
  fill(0, 0, width, height, [52, 45, 40]);
  const [left, right] = [40, width - 40];
  fill(left, 24, right, height - 24, [246, 244, 236]);
  // The shop's name, centred, then the items: a name on the left, its price on the right.
  fill(left + 50, 44, right - 50, 56, ink);
  let y = 84;
  for (let i = 0; i < lines && y < height - 90; i++, y += 22) {
    fill(left + 14, y, left + 14 + Math.round(60 + next() * 110), y + 7, ink);
    fill(right - 14 - Math.round(28 + next() * 16), y, right - 14, y + 7, ink);
  }
  fill(left + 14, y + 8, right - 14, y + 10, ink);
  fill(left + 14, y + 22, left + 74, y + 34, ink);
  fill(right - 74, y + 22, right - 14, y + 34, ink);

  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let row = 0; row < height; row++) {
    raw[row * (width * 3 + 1)] = 0;
    rgb.copy(raw, row * (width * 3 + 1) + 1, row * width * 3, (row + 1) * width * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
