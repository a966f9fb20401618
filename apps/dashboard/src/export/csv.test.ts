import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv.ts';

describe('the CSV of an export', () => {
  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('"=1+1"')).toBe(`"'""=1+1"""`);
    expect(csvCell("'@x")).toBe("''@x");
    expect(csvCell('\t1')).toBe("'\t1");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
  });

  it('writes the given columns only, in their order, quoting where a spreadsheet needs it', () => {
    const csv = csvOf(['b', 'a'], [{ a: 'x,y', b: 1, c: 'left out' }], (record, column) => record[column]);
    expect(csv.split('\r\n')).toEqual(['b,a', '1,"x,y"']);
  });
});
