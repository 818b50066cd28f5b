/**
 * A decider (Emmett's shape): pure functions, no I/O. `decide` turns a command and the current state
 * into new events or throws a DomainError; `evolve` folds events into state.
 */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export const fold = <State, Event>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: Event[]) =>
  events.reduce(decider.evolve, decider.initialState());
