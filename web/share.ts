import { LIMITS, parseJson } from 'hexcharge/data';
import { fail, ok, type Result } from 'hexcharge/errors';

/**
 * A scenario in a link: its JSON, deflated (CompressionStream "deflate-raw") and written in base64url,
 * as the `s` member of the URL's fragment (`#s=...`: a fragment is never sent to a server, so no
 * header limit refuses a big one). Links of older pages had it in the query (`?s=...`); the page still
 * reads them. Whatever a link holds is read as data and validated like any file before it is drawn.
 */

/** The longest link the page offers to copy (characters): past it the page offers the scenario file instead. */
export const MAX_LINK = 8000;
/** The longest address the page keeps in the browser's address bar (a fragment of about 1 MB, far under any browser's limit). */
export const MAX_ADDRESS = 1_000_000;
/** The longest link text the page reads (characters of base64url): a deflated file under the data limit fits. */
export const MAX_LINK_TEXT = Math.ceil((LIMITS.fileBytes * 4) / 3) + 4;

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

/** Inflates at most `limit` bytes; undefined past it (a deflate bomb is not inflated whole). */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(
      new DecompressionStream('deflate-raw') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    )
    .getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The link text of a scenario JSON value. */
export async function encodeScenario(json: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/**
 * The JSON value a link text holds, or why it holds none: link/unreadable for text that is not
 * base64url or not deflate-raw data, data/too-large past the data file limit (text or inflated), and
 * the JSON refusals of src/data (data/malformed-json, data/too-deep). Never throws.
 */
export async function decodeScenario(text: string): Promise<Result<unknown>> {
  const where = 'the link';
  if (text.length > MAX_LINK_TEXT)
    return fail('data/too-large', `its scenario is longer than ${MAX_LINK_TEXT} characters`, where);
  if (text === '') return fail('link/unreadable', 'its scenario (s=) is empty', where);
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1)
    return fail('link/unreadable', 'its scenario (s=) is not base64url text', where);
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(text);
  } catch {
    return fail('link/unreadable', 'its scenario (s=) is not base64url text', where);
  }
  let inflated: Uint8Array | undefined;
  try {
    inflated = await inflate(bytes, LIMITS.fileBytes);
  } catch {
    return fail(
      'link/unreadable',
      'its scenario (s=) is not compressed as the page writes links (deflate-raw)',
      where,
    );
  }
  if (!inflated)
    return fail(
      'data/too-large',
      `its scenario inflates to more than ${LIMITS.fileBytes} bytes (the engine's limit for a data file)`,
      where,
    );
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('link/unreadable', 'its scenario (s=) is not UTF-8 text', where);
  }
  const parsed = parseJson(json, where);
  return parsed.ok ? ok(parsed.value) : parsed;
}

/** Where a page address keeps its scenario: the fragment's `s`, else (older links) the query's. */
export function linkText(search: string, hash: string): string | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  return fragment.get('s') ?? query.get('s') ?? undefined;
}

/** A page address: the query (without `s`), then the scenario in the fragment when there is one. */
export function addressOf(path: string, query: URLSearchParams, scenario: string | undefined): string {
  const q = new URLSearchParams(query);
  q.delete('s');
  const qs = q.toString();
  return `${path}${qs ? `?${qs}` : ''}${scenario !== undefined ? `#s=${scenario}` : ''}`;
}
