import { DomainEvent, type EventMetadata, type RecordedEvent } from '@certus/contracts';
import { WrongExpectedVersionError, type AppendResult, type EventStore } from '@certus/infra';
import { fold, type Decider } from './decider.ts';

export interface CommandContext {
  metadata: EventMetadata;
  /** Repeating a command with the same id stores its events once. */
  commandId?: string;
}

export interface HandledCommand<State, E = DomainEvent> {
  result: AppendResult | undefined;
  /** The state after the command's events. */
  state: State;
  events: E[];
}

const MAX_ATTEMPTS = 3;

/** A stream's current state and version, folded with the decider's evolve (events parsed at the boundary). */
export async function loadState<State, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown, E>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: number }> {
  return foldRecorded(await store.readStream(streamId), decider);
}

/** A stream's state and version from its recorded events (read by the caller, e.g. several at once with readStreams). */
export function foldRecorded<State, E extends DomainEvent>(
  recorded: readonly RecordedEvent[],
  decider: Pick<Decider<State, unknown, E>, 'initialState' | 'evolve'>,
): { state: State; version: number } {
  const history = recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as E);
  return { state: fold(decider, history), version: recorded.length };
}

/**
 * Loads a stream, decides, and appends with the version it read. A concurrent writer makes the append
 * fail with WrongExpectedVersionError; the decision is then taken again on the fresh state (deciders are
 * pure, so this is safe), a few times at most before the conflict is reported (409).
 */
export async function handleCommand<State, Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, E>,
  command: Command | ((state: State) => Command | Promise<Command>),
  context: CommandContext,
): Promise<HandledCommand<State, E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadState(store, streamId, decider);
    const resolved = typeof command === 'function' ? await (command as (s: State) => Command | Promise<Command>)(state) : command;
    const events = decider.decide(resolved, state);
    if (events.length === 0) return { result: undefined, state, events };
    try {
      const result = await store.append(
        streamId,
        version,
        events.map((e) => ({ type: e.type, data: e.data, metadata: context.metadata })),
        context.commandId ? { commandId: context.commandId } : {},
      );
      return { result, state: events.reduce(decider.evolve, state), events };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
