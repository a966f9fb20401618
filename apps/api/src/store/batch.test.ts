import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch.ts';

describe('createBatcher', () => {
  it('serves the calls made meanwhile with one run, each getting its own answer', async () => {
    const runs: number[][] = [];
    const double = createBatcher<number, number>(async (inputs) => {
      runs.push([...inputs]);
      return inputs.map((input) => input * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    expect(await double(5)).toBe(10);
    expect(runs).toHaveLength(2);
  });

  it('fails every call of a failed run, and keeps working afterwards', async () => {
    let fail = true;
    const echo = createBatcher<string, string>(async (inputs) => {
      if (fail) throw new Error('down');
      return [...inputs];
    });
    await expect(Promise.all([echo('a'), echo('b')])).rejects.toThrow('down');
    fail = false;
    expect(await echo('c')).toBe('c');
  });

  it('splits a crowd into runs of at most the maximum', async () => {
    const sizes: number[] = [];
    const identity = createBatcher<number, number>(async (inputs) => {
      sizes.push(inputs.length);
      return [...inputs];
    }, 4);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => identity(i)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });
});
