/**
 * A scenario in a link: its JSON, deflated (CompressionStream "deflate-raw") and written in base64url,
 * as the `s` parameter of the page's URL. The page validates what it reads back like any file.
 */

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const b64 = s.replaceAll('-', '+').replaceAll('_', '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The link text of a scenario JSON value. */
export async function encodeScenario(json: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/** The scenario JSON value a link text holds, or undefined when it is not one this page wrote. */
export async function decodeScenario(text: string): Promise<unknown> {
  try {
    const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
