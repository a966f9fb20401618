import { describe, expect, it } from 'vitest';
import { fillBuckets } from './stats.ts';

describe('fillBuckets', () => {
  it('puts each count at its month or day and zero everywhere else', () => {
    expect(
      fillBuckets(
        [
          { bucket: 12, count: 4 },
          { bucket: 1, count: 2 },
        ],
        12,
      ),
    ).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(fillBuckets([], 29)).toEqual(Array.from({ length: 29 }, () => 0));
  });

  it('ignores a bucket outside the range instead of growing the series', () => {
    expect(fillBuckets([{ bucket: 31, count: 1 }], 30)).toHaveLength(30);
  });
});
