import { describe, it } from 'vitest';
import { turnaroundMessages, type TurnaroundMessageEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { turnaroundMessageDecider, type TurnaroundMessageCommand } from './turnaround-message.decider.ts';

const spec = deciderSpec(turnaroundMessageDecider);
const messageId = '00000000-0000-4000-8000-0000000000a1';
const editor = 'editor-1';
const at = '2026-03-02T15:00:00.000Z';
const window = { publishFrom: '2026-03-02T00:00:00.000Z', publishUntil: '2026-04-01T00:00:00.000Z' };

const publish = (overrides: Partial<Extract<TurnaroundMessageCommand, { type: 'PublishTurnaroundMessage' }>> = {}): TurnaroundMessageCommand => ({
  type: 'PublishTurnaroundMessage',
  messageId,
  text: 'Standard orders currently take about 6 weeks.',
  ...window,
  by: editor,
  at,
  ...overrides,
});
const withdraw: TurnaroundMessageCommand = { type: 'WithdrawTurnaroundMessage', messageId, by: editor, at };

const published = (overrides: Partial<Extract<TurnaroundMessageEvent, { type: 'TurnaroundMessagePublished' }>['data']> = {}): TurnaroundMessageEvent => ({
  type: 'TurnaroundMessagePublished',
  data: { messageId, text: 'Standard orders currently take about 6 weeks.', ...window, publishedAt: at, publishedBy: editor, ...overrides },
});
const withdrawn: TurnaroundMessageEvent = { type: 'TurnaroundMessageWithdrawn', data: { messageId, withdrawnAt: at, withdrawnBy: editor } };

describe('the turnaround message the editor publishes', () => {
  it('given no message, when the editor publishes one, then it is published with its window and who published it', () => {
    spec.given([]).when(publish()).then([published()]);
  });

  it('given a message with no end, when published, then it runs until withdrawn (publishUntil null)', () => {
    spec.given([]).when(publish({ publishUntil: null })).then([published({ publishUntil: null })]);
  });

  it('given a window that ends before it starts, when published, then it is refused on publishUntil', () => {
    spec.given([]).when(publish({ publishUntil: window.publishFrom })).thenThrows(turnaroundMessages.untilBeforeFrom);
  });

  it('given a published message, when the editor publishes a new text for it, then the revision is published', () => {
    spec.given([published()]).when(publish({ text: 'About 7 weeks.' })).then([published({ text: 'About 7 weeks.' })]);
  });

  it('given a published message, when exactly the same is published again, then nothing is recorded', () => {
    spec.given([published()]).when(publish()).then([]);
  });

  it('given a published message, when withdrawn, then it is withdrawn; withdrawing it again records nothing', () => {
    spec.given([published()]).when(withdraw).then([withdrawn]);
    spec.given([published(), withdrawn]).when(withdraw).then([]);
  });

  it('given a withdrawn message, when published again, then it is refused (a new message is published instead)', () => {
    spec.given([published(), withdrawn]).when(publish()).thenThrows(turnaroundMessages.withdrawnForGood);
  });

  it('given no message, when withdrawn, then it is not found', () => {
    spec.given([]).when(withdraw).thenThrows(turnaroundMessages.notFound);
  });
});
