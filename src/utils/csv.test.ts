import { csvFixed, toCsv, type CsvCell } from './csv';

/** The one data line a cell becomes (the header is 'h'). */
const line = (cell: CsvCell) => toCsv(['h'], [[cell]]).slice('h\r\n'.length, -2);

describe('toCsv: every export writes through it', () => {
  it.each<[string, CsvCell, string]>([
    ['= formula', '=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+ formula', "+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['- formula', '-2+3', `'-2+3`],
    ['@ formula', '@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['tab first', '\t=1+1', `'\t=1+1`],
    ['carriage return first', '\r=1+1', `"'\r=1+1"`],
    ['formula with a line break after it', '=1+1\nmore', `"'=1+1\nmore"`],
    ['leading spaces before =', '  =1+1', `'  =1+1`],
    ['full-width =', '\uff1d1+1', `'\uff1d1+1`],
    ['negative number typed as text', '-12.50', `'-12.50`],
    ['negative number typed as a number', -12.5, '-12.5'],
    ['money with fixed decimals', csvFixed(-12.5), '-12.50'],
    ['money rounded to cents', csvFixed(1310.499), '1310.50'],
    ['plain text', 'City Water', 'City Water'],
    ['= inside, not first', 'a=b', 'a=b'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['comma', 'Elm, Oak', '"Elm, Oak"'],
    ['newline', 'line\nbreak', '"line\nbreak"'],
    ['empty', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['not a number', Number.NaN, ''],
  ])('%s', (_name, cell, written) => {
    expect(line(cell)).toBe(written);
  });

  it('writes a header row, CRLF line ends and a final line end', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y'],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n,y\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});
