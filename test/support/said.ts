/**
 * What a log entry or a request says, as data on one line: its key, then each parameter as
 * name=value, in the order written (no catalogue: the words are rendered by test/narration, per
 * language). Rule tests assert on this, never on an English sentence.
 */
export function said(w: {
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
}): string {
  return [w.key, ...Object.entries(w.params).map(([k, v]) => `${k}=${String(v)}`)].join(' ');
}
