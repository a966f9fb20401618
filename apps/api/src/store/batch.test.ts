import { describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batch.ts';

describe('createBatcher', () => {
  it('tells when every call made so far has been run and answered', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stored: number[] = [];
    const store = createBatcher<number, number>(async (inputs) => {
      await gate;
      stored.push(...inputs);
      return [...inputs];
    });
    const calls = [store(1), store(2)];
    let idle = false;
    const waiting = store.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(stored).toEqual([1, 2]);
    expect(await Promise.all(calls)).toEqual([1, 2]);
    await store.idle();
  });

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

  it('runs the calls of a failed batch again one by one, so only the bad one fails', async () => {
    const runs: string[][] = [];
    const store = createBatcher<string, string>(async (inputs) => {
      runs.push([...inputs]);
      if (inputs.includes('bad')) throw new Error('refused by the database');
      return inputs.map((input) => input.toUpperCase());
    });
    const calls = ['a', 'b', 'bad', 'c'].map((input) => store(input));
    const settled = await Promise.allSettled(calls);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(settled.filter((result) => result.status === 'fulfilled').map((result) => result.value)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(runs[0]).toEqual(['a', 'b', 'bad', 'c']);
    expect(runs.slice(1).every((run) => run.length === 1)).toBe(true);
  });

  it('splits a crowd into runs of at most the maximum', async () => {
    const sizes: number[] = [];
    const identity = createBatcher<number, number>(
      async (inputs) => {
        sizes.push(inputs.length);
        return [...inputs];
      },
      { maxBatch: 4 },
    );
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => identity(i)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('with runs at once limited, gathers the calls made during a run into the next one', async () => {
    const runs: number[][] = [];
    const releases: (() => void)[] = [];
    const store = createBatcher<number, number>(
      async (inputs) => {
        runs.push([...inputs]);
        await new Promise<void>((resolve) => releases.push(resolve));
        return [...inputs];
      },
      { runningAtOnce: 1 },
    );
    const first = store(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    // Made while the first run is under way: none starts until it ends, then all go in one.
    const later = [store(2), store(3)];
    await new Promise((resolve) => setImmediate(resolve));
    const alsoLater = store(4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    releases.shift()?.();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(runs).toEqual([[1], [2, 3, 4]]));
    releases.shift()?.();
    expect(await Promise.all([...later, alsoLater])).toEqual([2, 3, 4]);
    await store.idle();
  });

  it('with runs at once limited, runs a crowd larger than one run one run at a time', async () => {
    let underWay = 0;
    let most = 0;
    const sizes: number[] = [];
    const store = createBatcher<number, number>(
      async (inputs) => {
        underWay += 1;
        most = Math.max(most, underWay);
        sizes.push(inputs.length);
        await new Promise((resolve) => setImmediate(resolve));
        underWay -= 1;
        return [...inputs];
      },
      { maxBatch: 4, runningAtOnce: 1 },
    );
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store(i)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
    expect(most).toBe(1);
  });
});
