import { pdfOfSize } from './documentUpload';

describe("the upload bench's file", () => {
  it('is a PDF of exactly the asked size, its text page first', () => {
    const file = pdfOfSize(4096);
    expect(file).toHaveLength(4096);
    const text = new TextDecoder('latin1').decode(file);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('%%EOF\n%');
    expect(text.slice(text.indexOf('%%EOF\n%') + 7)).toMatch(/^[!-~]+$/);
  });
});
