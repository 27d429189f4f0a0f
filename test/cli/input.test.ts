/** cli/input.ts: lines for `run --interactive`, capped, from any stream. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineReader } from '../../cli/input.ts';

async function all(chunks: string[], max = 10): Promise<unknown[]> {
  const r = new LineReader(Readable.from(chunks.map((c) => Buffer.from(c))), max);
  const out: unknown[] = [];
  for (let i = 0; i < 20; i++) {
    const l = await r.next();
    out.push(l);
    if (l === null || typeof l === 'object') break;
  }
  return out;
}

describe('LineReader', () => {
  it('splits lines across chunks, drops \\r, gives the last line without a break, then null', async () => {
    expect(await all(['43\r\n4', ' 3\n\n', 'end'])).toEqual(['43', '4 3', '', 'end', null]);
  });
  it('decodes UTF-8 split across chunks', async () => {
    const e = Buffer.from('é\n');
    const r = new LineReader(Readable.from([e.subarray(0, 1), e.subarray(1)]), 10);
    expect(await r.next()).toBe('é');
  });
  it('refuses a line longer than the cap, with or without a line break, and then ends', async () => {
    const refusal = { code: 'cli/line-too-long', message: 'an input line is longer than 10 characters' };
    expect(await all(['12345678901\n'])).toEqual([refusal]);
    expect(await all(['1234567890\n', '1'.repeat(50)])).toEqual(['1234567890', refusal]);
  });
  it('an endless stream with no line break is refused after one chunk past the cap', async () => {
    let read = 0;
    const zero = new Readable({
      read() {
        read++;
        this.push(Buffer.alloc(65536));
      },
    });
    const r = new LineReader(zero, 1000);
    expect(await r.next()).toEqual({
      code: 'cli/line-too-long',
      message: 'an input line is longer than 1000 characters',
    });
    expect(read).toBeLessThan(5);
    expect(zero.destroyed).toBe(true);
    expect(await r.next()).toBeNull();
  });
});
