// Server-sent events, the small subset the chatbot uses: `event:` and `data:` lines, blank line between events.
// Shared by the Function (writing) and the widget (reading) so both ends agree on the framing.

export interface SseEvent {
  event: string;
  data: string;
}

/** One event as text. Data is JSON (or `[DONE]`), which never holds a raw newline, so one `data:` line suffices. */
export function formatSse(data: string, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;
}

/** Reads events from a byte stream, tolerating chunks that split lines or multi-byte characters anywhere. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let carriageReturn = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      // stream: true holds back a multi-byte character split across chunks until its last byte arrives; a CR at
      // a chunk's end waits too, in case the LF of its CRLF starts the next chunk.
      let text: string = (carriageReturn ? '\r' : '') + decoder.decode(value, { stream: true });
      carriageReturn = text.endsWith('\r');
      if (carriageReturn) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) yield parsed;
      }
    }
    const last = parseEvent(buffer);
    if (last) yield last;
  } finally {
    // Leaving the loop early (Stop, an error event) must release the connection.
    await reader.cancel().catch(() => undefined);
  }
}

function parseEvent(block: string): SseEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : undefined;
}
