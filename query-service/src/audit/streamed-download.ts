import type { Response } from 'express';

/**
 * Writes a download chunk by chunk as it is produced, waiting whenever the client reads slower than it is made,
 * so a long export never sits whole in memory. The headers go out with the first chunk: whatever could be
 * refused (the query, an unknown order) must be checked before. A failure after that cannot become an error
 * answer any more: the connection is cut, so the client sees a broken download, never a short file that
 * looks whole, and the error is left on the response for the request log (request-log.ts logs `res.err`). A client
 * that goes away stops the export.
 */
export async function sendStreamed(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  // One listener each for the whole download: the compression middleware hands 'drain' listeners to its
  // compressor and does not take them back off, so a listener per wait would pile up there.
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  res.on('drain', resume);
  res.on('close', resume);
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    res.err = error instanceof Error ? error : new Error(String(error));
    res.destroy();
  } finally {
    res.off('close', resume);
  }
}

/** Content-Disposition of a download, its name quoted: names here are made of order ids and dates only. */
export function attachmentOf(fileName: string): string {
  if (!/^[\w.-]+$/.test(fileName)) throw new Error(`not a plain file name: ${fileName}`);
  return `attachment; filename="${fileName}"`;
}
