import type { Readable } from 'node:stream';
import type { HexchargeError } from 'hexcharge/errors';

/**
 * Reads a stream as lines of at most `max` characters, for `run --interactive`. A longer line (or a
 * stream of bytes with no line break, `< /dev/zero`) is refused with cli/line-too-long after reading at
 * most one chunk past the cap, so memory stays bounded; the reader then stops reading.
 */
export class LineReader {
  readonly #stream: Readable;
  readonly #max: number;
  #chunks: AsyncIterator<string> | undefined;
  #buffer = '';
  #ended = false;

  constructor(stream: Readable, max: number) {
    this.#stream = stream;
    this.#max = max;
  }

  /** The next line (without its line break), null at the end of the stream, or the refusal of a line too long. */
  async next(): Promise<string | null | HexchargeError> {
    for (;;) {
      const nl = this.#buffer.indexOf('\n');
      if (nl > this.#max || (nl < 0 && this.#buffer.length > this.#max)) return this.#tooLong();
      if (nl >= 0) {
        const line = this.#buffer.slice(0, nl).replace(/\r$/, '');
        this.#buffer = this.#buffer.slice(nl + 1);
        return line;
      }
      if (this.#ended) {
        if (this.#buffer === '') return null;
        const last = this.#buffer;
        this.#buffer = '';
        return last;
      }
      if (!this.#chunks) {
        this.#stream.setEncoding('utf8');
        this.#chunks = this.#stream[Symbol.asyncIterator]() as AsyncIterator<string>;
      }
      const r = await this.#chunks.next();
      if (r.done) this.#ended = true;
      else this.#buffer += r.value;
    }
  }

  #tooLong(): HexchargeError {
    this.close();
    return { code: 'cli/line-too-long', message: `an input line is longer than ${this.#max} characters` };
  }

  /** Stops reading: the stream no longer keeps the process alive. */
  close(): void {
    this.#ended = true;
    this.#buffer = '';
    this.#stream.destroy();
  }
}
