/**
 * Gathers the calls made while the current work is running and serves them with one database statement
 * (the DataLoader pattern). Under load this is group commit: one round trip and one transaction for many
 * requests; alone, a call waits for nothing but the next turn of the event loop.
 *
 * When a shared run fails, each of its calls is run again on its own, so a call that cannot succeed fails
 * alone and never takes the others of its batch with it.
 *
 * With `runningAtOnce`, calls made while that many runs are under way wait for one of them to end and go
 * together in the next: under load, fewer and larger runs, each a statement and a commit fewer for the
 * database and the driver; alone, a call still waits for nothing.
 */
export interface Batcher<Input, Output> {
  (input: Input): Promise<Output>;
  /** Resolves once every call made so far has been run and answered: for a process on its way out. */
  idle(): Promise<void>;
}

export interface BatcherOptions {
  /** Calls served by one run at most. */
  maxBatch?: number;
  /** Runs under way at once at most (no limit by default). */
  runningAtOnce?: number;
  /** Told of each run: how many calls it serves and how long its oldest call waited for it, in seconds. */
  observe?: (size: number, waitSeconds: number) => void;
}

export function createBatcher<Input, Output>(
  run: (inputs: readonly Input[]) => Promise<Output[]>,
  { maxBatch = 256, runningAtOnce = Number.POSITIVE_INFINITY, observe }: BatcherOptions = {},
): Batcher<Input, Output> {
  const pending: {
    input: Input;
    resolve: (output: Output) => void;
    reject: (error: unknown) => void;
    queuedAt: number;
  }[] = [];
  const running = new Set<Promise<void>>();
  let scheduled = false;

  const flush = async () => {
    const batch = pending.splice(0, maxBatch);
    if (pending.length > 0) schedule();
    if (observe && batch[0]) observe(batch.length, (performance.now() - batch[0].queuedAt) / 1000);
    try {
      const outputs = await run(batch.map((call) => call.input));
      for (const [index, call] of batch.entries()) call.resolve(outputs[index] as Output);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (call) => {
          try {
            const [output] = await run([call.input]);
            call.resolve(output as Output);
          } catch (alone) {
            call.reject(alone);
          }
        }),
      );
    }
  };
  const schedule = () => {
    if (scheduled || running.size >= runningAtOnce) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      // A run started meanwhile (a crowd larger than one run): the one to end first schedules the next.
      if (running.size >= runningAtOnce) return;
      const flushing = flush();
      running.add(flushing);
      void flushing.finally(() => {
        running.delete(flushing);
        // The calls that waited for this run to end.
        if (pending.length > 0) schedule();
      });
    });
  };

  const call = (input: Input) =>
    new Promise<Output>((resolve, reject) => {
      pending.push({ input, resolve, reject, queuedAt: observe ? performance.now() : 0 });
      schedule();
    });
  const idle = async () => {
    while (pending.length > 0 || running.size > 0) {
      if (running.size > 0) await Promise.allSettled([...running]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return Object.assign(call, { idle });
}
