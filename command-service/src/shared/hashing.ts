import { createHash } from 'node:crypto';

/** Codes and tokens sent to people are stored only as this digest: a leaked event log reveals none of them. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
