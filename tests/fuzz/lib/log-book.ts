import { pino, type Logger } from 'pino';

interface LogLine {
  level: number;
  msg?: string;
  correlationId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/**
 * The platform's warnings and errors, kept in memory, so that a 500 can be explained by the line the error
 * mapper wrote for its correlation id (error type, message and the first frame of our own code).
 */
export class LogBook {
  private readonly lines: LogLine[] = [];
  readonly logger: Logger;

  constructor() {
    this.logger = pino(
      { name: 'fuzz', level: 'warn' },
      {
        write: (line: string) => {
          try {
            this.lines.push(JSON.parse(line) as LogLine);
          } catch {
            this.lines.push({ level: 50, msg: line });
          }
          // Bounded: a long run keeps the newest lines only.
          if (this.lines.length > 20_000) this.lines.splice(0, 10_000);
        },
      },
    );
  }

  /** Why the request of this correlation id failed, as the service logged it; undefined when it logged nothing. */
  causeOf(correlationId: string | undefined): string | undefined {
    if (!correlationId) return undefined;
    const line = [...this.lines].reverse().find((l) => l.correlationId === correlationId && l.level >= 40);
    if (!line) return undefined;
    if (!line.err) return `${line.msg ?? 'logged'}${typeof line.gatewayError === 'string' ? `: ${line.gatewayError}` : ''}`;
    return `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}${ownFrame(line.err.stack)}`;
  }

  /** Error lines without a correlation id (background work, streams) logged since `mark`. */
  uncorrelatedErrorsSince(mark: number): string[] {
    return this.lines
      .slice(mark)
      .filter((l) => l.level >= 50 && !l.correlationId)
      .map((l) => `${l.msg ?? ''} ${l.err ? `${l.err.type}: ${l.err.message}${ownFrame(l.err.stack)}` : ''}`.trim());
  }

  get size(): number {
    return this.lines.length;
  }
}

/** The first stack frame in the project's code (not node_modules): where to look. */
function ownFrame(stack: string | undefined): string {
  const frame = stack
    ?.split('\n')
    .slice(1)
    .map((l) => l.trim())
    .find((l) => /\.ts:\d+/.test(l) && !l.includes('node_modules'));
  if (!frame) return '';
  const where = frame.match(/([\w.-]+\/[\w.-]+\.ts):(\d+)/);
  return where ? ` (at ${where[1]}:${where[2]})` : '';
}
