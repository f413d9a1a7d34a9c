import { describe, expect, it } from 'vitest';
import { lineSplitter, rowsIn } from './importCall';

describe('the import call', () => {
  it('when NDJSON arrives in chunks that end inside a line, then each line is read whole, once', () => {
    const split = lineSplitter();
    expect(split('{"progress":{"rows":500}}\n{"progr')).toEqual([{ progress: { rows: 500 } }]);
    expect(split('ess":{"rows":1000}}\n')).toEqual([{ progress: { rows: 1000 } }]);
    expect(split('{"data":{"rows":1')).toEqual([]);
    expect(split('}}', true)).toEqual([{ data: { rows: 1 } }]);
  });

  it("when a file's rows are counted for progress, then the header and blank lines are not", () => {
    expect(rowsIn('A,B\r\n1,2\r\n3,4\r\n\r\n')).toBe(2);
    expect(rowsIn('A,B')).toBe(0);
  });
});
