import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamMessage } from './event-stream-parser.ts';

function parse(...chunks: string[]): StreamMessage[] {
  const messages: StreamMessage[] = [];
  const parser = createEventStreamParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe('text/event-stream parser', () => {
  it('given a named event with data, when the blank line arrives, then it is dispatched', () => {
    expect(parse('event: tracker\ndata: {"a":1}\n\n')).toEqual([{ event: 'tracker', data: '{"a":1}' }]);
  });

  it('given messages split at any byte, then they come out whole', () => {
    const text = 'event: tracker\ndata: {"a":1}\n\nevent: tracker\ndata: {"a":2}\n\n';
    const chunks = text.split('');
    expect(parse(...chunks)).toEqual([
      { event: 'tracker', data: '{"a":1}' },
      { event: 'tracker', data: '{"a":2}' },
    ]);
  });

  it('given CRLF and CR line ends, even a CRLF split across chunks, then each line ends once', () => {
    expect(parse('event: tracker\r', '\ndata: x\r\n\r', '\n', 'data: y\r\r\n')).toEqual([
      { event: 'tracker', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });

  it('skips comments (the server pings) and messages without data; joins several data lines', () => {
    expect(parse(': ping\n\n', 'event: tracker\n\n', 'data: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('keeps a message that has not ended yet until its blank line', () => {
    expect(parse('event: tracker\ndata: {"a"')).toEqual([]);
  });
});
