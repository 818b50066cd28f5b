import { expect } from 'vitest';
import { fold, type Decider } from './decider.ts';

/** given(events).when(command).then(events) / .thenThrows(message): decider tests that read as the rule. */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given: (history: Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, history));
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (message: string | RegExp) => expect(run).toThrow(message),
        };
      },
    }),
  };
}
