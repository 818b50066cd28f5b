/** One message of a text/event-stream: its event name ('message' when the server named none) and data. */
export interface StreamMessage {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG "server-sent events" interpretation rules), fed the
 * decoded text as it arrives in chunks of any size. We read the stream with fetch rather than EventSource
 * because EventSource cannot send the Authorization header the query side needs.
 *
 * Lines end with CRLF, LF or CR; a blank line dispatches the message gathered so far; lines starting with
 * ':' are comments (the server's `: ping` keep-alives); a message with no data line is dropped; 'id' and
 * 'retry' are ignored (the tracker resends its whole view at every connect, so there is nothing to resume).
 */
export function createEventStreamParser(onMessage: (message: StreamMessage) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const takeLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      pending += chunk;
      for (;;) {
        const end = pending.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next one.
        if (pending[end] === '\r' && end === pending.length - 1) return;
        const breakLength = pending.startsWith('\r\n', end) ? 2 : 1;
        takeLine(pending.slice(0, end));
        pending = pending.slice(end + breakLength);
      }
    },
  };
}
