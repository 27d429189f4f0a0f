import { fail, ok, type Result } from '../errors.ts';
import { LIMITS } from './bounds.ts';

/**
 * Parses the text of a data file. Refuses, in one line that names the file and never quotes its
 * content: a text longer than LIMITS.fileBytes (data/too-large), nesting deeper than LIMITS.depth
 * (data/too-deep, checked before parsing) and malformed JSON (data/malformed-json, with the line and
 * column of the first error).
 */
export function parseJson(text: string, file: string): Result<unknown> {
  if (typeof text !== 'string') return fail('data/wrong-type', 'expected the text of a JSON file', file);
  if (text.length > LIMITS.fileBytes) {
    return fail(
      'data/too-large',
      `the file is larger than ${LIMITS.fileBytes} bytes (the engine's limit for a data file)`,
      file,
    );
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeep(body);
  if (deep !== undefined) {
    return fail(
      'data/too-deep',
      `objects and lists nest more than ${LIMITS.depth} deep (the engine's limit)`,
      file,
      position(body, deep),
    );
  }
  try {
    return ok(JSON.parse(body) as unknown);
  } catch {
    const e = syntaxError(body);
    return e === undefined
      ? fail('data/malformed-json', 'malformed JSON', file)
      : fail('data/malformed-json', `malformed JSON: ${e.what}`, file, position(body, e.at));
  }
}

/** "line L, column C" (both from 1) of an offset in a text. */
function position(text: string, at: number): string {
  let line = 1;
  let start = 0;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return `line ${line}, column ${at - start + 1}`;
}

/** The offset of the first "[" or "{" nested deeper than LIMITS.depth, outside strings; undefined if none. */
function tooDeep(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > LIMITS.depth) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return undefined;
}

class Syntax {
  constructor(
    readonly at: number,
    readonly what: string,
  ) {}
}

/** Where and why a text (nested at most LIMITS.depth deep) is not JSON; undefined when it is. */
function syntaxError(text: string): Syntax | undefined {
  const n = text.length;
  let i = 0;
  const stop = (what: string): never => {
    throw new Syntax(i, what);
  };
  const ws = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const string = (): void => {
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return;
      }
      if (c === 92) {
        const e = text[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else
          stop(
            'a bad escape in a string (write \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits)',
          );
        continue;
      }
      if (c < 32) stop('a control character (a line break?) inside a string');
      i++;
    }
    stop('the text ends inside a string');
  };
  const value = (): void => {
    ws();
    if (i >= n) stop('the text ends where a value is expected');
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"')
            stop(i >= n ? 'the text ends inside an object' : 'expected a member name in double quotes');
          string();
          ws();
          if (text[i] !== ':') stop('expected ":" after a member name');
          i++;
        }
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return;
        }
        stop(
          i >= n
            ? `the text ends inside ${c === '{' ? 'an object' : 'a list'}`
            : `expected "," or "${close}" after ${c === '{' ? 'a member' : 'a list item'}`,
        );
      }
    }
    if (c === '"') {
      string();
      return;
    }
    const num = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    num.lastIndex = i;
    if (num.test(text)) {
      i = num.lastIndex;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    stop('expected a value (an object, a list, a string in double quotes, a number, true, false or null)');
  };
  try {
    value();
    ws();
    if (i < n) stop('more text after the end of the JSON value');
    return undefined;
  } catch (e) {
    if (e instanceof Syntax) return e;
    throw e;
  }
}
