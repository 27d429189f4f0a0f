/** Where a JSON text first goes wrong: the offset and a reason that quotes nothing of the text. */
export interface JsonSyntaxError {
  readonly offset: number;
  readonly reason: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'] as const;

type Expect = 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end' | 'done';

/**
 * Finds the first syntax error of a JSON text (RFC 8259), or undefined when it has none. Iterative (any
 * nesting depth) and linear. The CLI uses it to say where a file is broken without quoting the file.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const n = text.length;
  const stack: ('{' | '[')[] = [];
  let i = 0;
  let expect: Expect = 'value';
  const at = (reason: string): JsonSyntaxError => ({ offset: i, reason });
  const after = (): Expect => (stack.length ? 'comma-or-end' : 'done');

  /** Reads the string starting at text[i] === '"'; undefined when it is well formed. */
  const string = (): JsonSyntaxError | undefined => {
    i++;
    for (;;) {
      if (i >= n) return at('the file ends inside a string');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return at('a line break or control character inside a string');
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return at('a bad \\u escape in a string');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return at('a bad escape in a string');
      } else i++;
    }
  };

  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
    if (i >= n) return expect === 'done' ? undefined : at('the file ends before the JSON is complete');
    const c = text[i]!;
    if (expect === 'done') return at('more text after the JSON value');
    if (expect === 'colon') {
      if (c !== ':') return at("expected ':' after a property name");
      i++;
      expect = 'value';
      continue;
    }
    if (expect === 'comma-or-end') {
      const top = stack[stack.length - 1];
      if (c === ',') {
        i++;
        expect = top === '{' ? 'key' : 'value';
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        i++;
        stack.pop();
        expect = after();
      } else return at(top === '{' ? "expected ',' or '}'" : "expected ',' or ']'");
      continue;
    }
    if (expect === 'key' || expect === 'key-or-end') {
      if (c === '}' && expect === 'key-or-end') {
        i++;
        stack.pop();
        expect = after();
        continue;
      }
      if (c !== '"') return at('expected a property name in double quotes');
      const e = string();
      if (e) return e;
      expect = 'colon';
      continue;
    }
    // a value (or, right after '[', the end of the array)
    if (c === ']' && expect === 'value-or-end') {
      i++;
      stack.pop();
      expect = after();
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      expect = c === '{' ? 'key-or-end' : 'value-or-end';
      continue;
    }
    if (c === '"') {
      const e = string();
      if (e) return e;
      expect = after();
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return at('a malformed number');
      i += m[0].length;
      expect = after();
      continue;
    }
    const word = LITERALS.find((w) => text.startsWith(w, i));
    if (word === undefined) {
      const rest = text.slice(i, i + 5);
      return LITERALS.some((w) => w.startsWith(rest))
        ? { offset: n, reason: 'the file ends before the JSON is complete' }
        : at('an unexpected character');
    }
    i += word.length;
    expect = after();
  }
}

/** Line and column (both from 1) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = text.indexOf('\n'); k >= 0 && k < offset; k = text.indexOf('\n', k + 1)) {
    line++;
    start = k + 1;
  }
  return { line, column: offset - start + 1 };
}
