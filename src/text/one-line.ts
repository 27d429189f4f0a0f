/**
 * What is never written raw into one line of text from data: C0 controls (line breaks, tab, escape,
 * bell...), DEL and the C1 controls, the line and paragraph separators, the bidirectional marks,
 * embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), and the
 * invisible format characters that can hide text (zero-width spaces and joiners, word joiner,
 * invisible operators, byte order mark, interlinear annotation marks). A line break forges a line, an
 * escape sequence hides the rest, U+202E reverses what follows.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * A text as one line of visible text: each character above escaped, `\n` as `\n` and the others as
 * `\uXXXX` (`\r` is `\u000d`, ESC `\u001b`, U+202E `\u202e`). A backslash is left as it is.
 */
export function oneLine(text: string): string {
  return text.replace(UNSAFE, (c) =>
    c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
