/**
 * Lets the browser run what waits (input, a frame, a network answer) before the rest of a long job goes on: the
 * job continues in a task of its own. A phone's main thread is judged by its long tasks (issue [2/7]: Total
 * Blocking Time counts each task's time past 50 ms), so a start-up made of three parts is better as three tasks.
 * `scheduler.yield()` where the browser has it (the job keeps its place in the queue), a message otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
