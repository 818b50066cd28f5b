import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamInfo,
} from '@nats-io/jetstream';

export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export interface NatsConnectOptions {
  /** Shown in the server's connection list (monitoring endpoint /connz). */
  name?: string;
}

/**
 * Connects to comma-separated server URLs (default: NATS_URL, then the local default port) for a
 * long-running service: the client keeps reconnecting for ever rather than giving up after its default
 * ten attempts, because a relay or consumer that silently stops is worse than one that waits for the
 * server to come back (publishes and pulls fail meanwhile and are retried by their loops).
 */
export function connectNats(url: string = process.env.NATS_URL || DEFAULT_NATS_URL, options: NatsConnectOptions = {}): Promise<NatsConnection> {
  return connect({
    servers: url.split(',').map((s) => s.trim()).filter(Boolean),
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
}

/**
 * The JetStream stream that carries the event log. Relay and consumers must agree on it, so name and
 * subject prefix fall back to NATS_STREAM / NATS_SUBJECT_PREFIX, which every process of a deployment shares.
 */
export interface EventStreamOptions {
  /** Default NATS_STREAM, else "CERTUS_EVENTS". */
  name?: string;
  /** Messages go to `<subjectPrefix>.<event type>`; the stream captures `<subjectPrefix>.>`. Default NATS_SUBJECT_PREFIX, else "certus.events". */
  subjectPrefix?: string;
  /** How long a message id is remembered for de-duplication. Default 2 minutes. */
  duplicateWindowMs?: number;
  /** How long messages are kept. Default 365 days. */
  maxAgeMs?: number;
}

export type ResolvedEventStreamOptions = Required<EventStreamOptions>;

export const DEFAULT_EVENT_STREAM: ResolvedEventStreamOptions = {
  name: 'CERTUS_EVENTS',
  subjectPrefix: 'certus.events',
  duplicateWindowMs: 2 * 60_000,
  maxAgeMs: 365 * 24 * 60 * 60_000,
};

export function resolveEventStreamOptions(options: EventStreamOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedEventStreamOptions {
  return {
    name: options.name ?? (env.NATS_STREAM || DEFAULT_EVENT_STREAM.name),
    subjectPrefix: options.subjectPrefix ?? (env.NATS_SUBJECT_PREFIX || DEFAULT_EVENT_STREAM.subjectPrefix),
    duplicateWindowMs: options.duplicateWindowMs ?? DEFAULT_EVENT_STREAM.duplicateWindowMs,
    maxAgeMs: options.maxAgeMs ?? DEFAULT_EVENT_STREAM.maxAgeMs,
  };
}

/** Subject tokens may not contain spaces, dots (token separators) or wildcards: keep event types to one safe token. */
export function subjectForEventType(subjectPrefix: string, type: string): string {
  const token = type.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${subjectPrefix}.${token || '_'}`;
}

/**
 * Creates the event stream, or brings the settings we own (subjects, de-duplication window, age limit)
 * back to what the code asks for. Relay and consumers both call it, so whichever starts first works.
 */
export async function ensureEventStream(jsm: JetStreamManager, options: EventStreamOptions = {}): Promise<StreamInfo> {
  const o = resolveEventStreamOptions(options);
  const owned = {
    subjects: [`${o.subjectPrefix}.>`],
    duplicate_window: nanos(o.duplicateWindowMs),
    max_age: nanos(o.maxAgeMs),
  };
  let info: StreamInfo;
  try {
    info = await jsm.streams.info(o.name);
  } catch (error) {
    if (!(error instanceof JetStreamApiError) || error.code !== STREAM_NOT_FOUND) throw error;
    try {
      return await jsm.streams.add({
        name: o.name,
        ...owned,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        num_replicas: 1,
        // Consumers check that stream sequences have no holes (see nats-delivery.ts); only the age
        // limit, which trims from the head, may remove messages.
        deny_delete: true,
      });
    } catch (addError) {
      // Another process created it between our look-up and our add: fall through to the update check.
      if (!(addError instanceof JetStreamApiError) || addError.code !== STREAM_NAME_IN_USE) throw addError;
      info = await jsm.streams.info(o.name);
    }
  }
  const c = info.config;
  const same =
    c.subjects?.length === 1 &&
    c.subjects[0] === owned.subjects[0] &&
    c.duplicate_window === owned.duplicate_window &&
    c.max_age === owned.max_age;
  return same ? info : jsm.streams.update(o.name, owned);
}

const STREAM_NOT_FOUND = 10059;
const STREAM_NAME_IN_USE = 10058;
