import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FileReply, fitsOneAnswer, MAX_FILE_BYTES } from '../../functions/src/http/pipeline-types';
import { columnsOf, csvField, toCsv } from '../../functions/src/property/csv';

describe('CSV of the export', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvField('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it("writes a header row and one row per record, one column per leaf of the view's schema", () => {
    const view = z.object({
      _id: z.string(),
      info: z.object({ name: z.string() }),
      beds: z.array(z.string()),
      note: z.optional(z.string()),
    });
    const columns = columnsOf(view);
    expect(columns).toEqual(['_id', 'info.name', 'beds', 'note']);
    expect(
      toCsv(columns, [
        { _id: '1', info: { name: 'Ana, B' }, beds: ['b1', 'b2'] },
        { _id: '2', info: { name: 'C' }, beds: [] },
      ]),
    ).toBe('_id,info.name,beds,note\r\n1,"Ana, B",b1 b2,\r\n2,C,,\r\n');
    expect(toCsv(columns, [])).toBe('_id,info.name,beds,note\r\n');
  });
});

describe('a file answer', () => {
  it('fits one Lambda answer up to 5 MB, leaving room for the escaping of its JSON envelope', () => {
    expect(fitsOneAnswer(new FileReply('x'.repeat(MAX_FILE_BYTES), 'text/csv; charset=utf-8', 'a.csv'))).toBe(true);
    expect(fitsOneAnswer(new FileReply('x'.repeat(MAX_FILE_BYTES + 1), 'text/csv; charset=utf-8', 'a.csv'))).toBe(false);
    // Bytes, not characters: a name with accents weighs more.
    expect(fitsOneAnswer(new FileReply('é'.repeat(MAX_FILE_BYTES / 2 + 1), 'text/csv; charset=utf-8', 'a.csv'))).toBe(false);
  });
});
