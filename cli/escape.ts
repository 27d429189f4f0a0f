/**
 * The one escape at the CLI's edge: every line the CLI writes goes through `escapeControls`, so that no
 * control character or line break from data (a chart cell, a unit name, a file name) reaches a terminal
 * raw, where it could forge a line ("The two charts agree ..."), hide the rest (`\e[8m`), ring the bell
 * or reorder the text (a bidi override).
 */
import { oneLine } from 'hexcharge/errors';

/**
 * A line as the CLI writes it: every control character, line break, bidi control or invisible format
 * character escaped, `\n` as `\n` and the others as `\uXXXX` (src/text/one-line.ts, the one escape of
 * the engine's one-line texts), so what is written is one line of visible text.
 */
export function escapeControls(text: string): string {
  return oneLine(text);
}

/**
 * Writes text the CLI composed of several lines (help, JSON, a chart as CSV) one line at a time: its
 * line breaks are the CLI's own (JSON writes those inside its strings as `\n`), and each line then
 * passes the edge's escape like any other.
 */
export function writeText(write: (line: string) => void, text: string): void {
  for (const line of text.split('\n')) write(line);
}
