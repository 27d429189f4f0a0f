/**
 * The one escape at the CLI's edge: every line the CLI writes goes through `escapeControls`, so that no
 * control character or line break from data (a chart cell, a unit name, a file name) reaches a terminal
 * raw, where it could forge a line ("The two charts agree ..."), hide the rest (`\e[8m`), ring the bell
 * or reorder the text (a bidi override).
 */

/**
 * What is never written raw: C0 controls (line breaks, tab, escape, bell...), DEL and the C1 controls,
 * the line and paragraph separators, the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), and the invisible format characters that can
 * hide text (zero-width spaces and joiners, word joiner, invisible operators, byte order mark,
 * interlinear annotation marks).
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * A line as the CLI writes it: each character above escaped, `\n` as `\n` and the others as `\uXXXX`
 * (`\r` is `\u000d`, ESC `\u001b`, U+202E `\u202e`), so what is written is one line of visible text.
 * Text already escaped is unchanged (a backslash is left as it is).
 */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) =>
    c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Writes text the CLI composed of several lines (help, JSON, a chart as CSV) one line at a time: its
 * line breaks are the CLI's own (JSON writes those inside its strings as `\n`), and each line then
 * passes the edge's escape like any other.
 */
export function writeText(write: (line: string) => void, text: string): void {
  for (const line of text.split('\n')) write(line);
}
