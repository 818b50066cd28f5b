import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; each request's lines carry its correlationId (see service-app.ts). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token', '*.cardNumber', '*.cardCode', '*.accountNumber'] });
}
