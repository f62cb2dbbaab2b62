/** Splits an NDJSON byte stream into parsed lines; a line that is not JSON throws. */
export async function* readNdjsonLines<T>(stream: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line.trim()) yield JSON.parse(line) as T;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
