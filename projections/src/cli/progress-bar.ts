/** One line, redrawn in place: events (or another unit) done / total, percentage, rate. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr, unit = 'events') {
  const started = performance.now();
  let last = 0;
  let lastLine = '';
  return {
    update(done: number, total: number, force = false) {
      const now = performance.now();
      if (!force && now - last < 100) return;
      last = now;
      const key = `${done}/${total}`;
      if (force && key === lastLine) return;
      lastLine = key;
      const width = 30;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(share * width);
      const rate = Math.round(done / Math.max((now - started) / 1000, 0.001));
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit} ${(share * 100).toFixed(1)}% ${rate} ${unit}/s`;
      stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    },
    finish(done: number, total: number) {
      this.update(done, total, true);
      if (stream.isTTY) stream.write('\n');
      return { seconds: (performance.now() - started) / 1000 };
    },
  };
}
