/**
 * The body of a request, or null when it is longer than `maxBytes`, measured as it arrives
 * (Content-Length can lie, or be missing from a chunked body): reading stops there.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      received += chunk.byteLength;
      if (received > maxBytes) return null;
      chunks.push(chunk);
    }
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
