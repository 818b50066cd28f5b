const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `ready` holds (the read models are eventually consistent), for at most 30 s: a bound on a busy
 * machine, not a timing assertion. Fails with the last thing read.
 */
export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    last = await read();
    if (ready(last)) return last;
    await sleep(25);
  }
  throw new Error(`never ready: ${JSON.stringify(last)}`);
}
