/**
 * Control characters, line and paragraph separators, and the bidirectional overrides: what must never
 * reach a terminal or a one-line message raw from data (a line break forges a line, an escape sequence
 * hides the rest, U+202E reverses what follows).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A text as one line: every character of UNSAFE written as `\n`, `\r`, `\t` or `\uXXXX`. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE, (c) =>
    c === '\n'
      ? '\\n'
      : c === '\r'
        ? '\\r'
        : c === '\t'
          ? '\\t'
          : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
