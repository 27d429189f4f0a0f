import { endingText } from '../src/narration/narrate.ts';
import type { Ending } from '../src/procedure/ending.ts';
import { canonicalJson } from './hash.ts';
import { isRecord } from './plain.ts';

/**
 * A saved snapshot's context as this engine writes it, for comparing with a replay: a save written
 * before the ending was data holds it as its English words ("melee at 2:1, attackers routed, ...") in
 * `context.ending` and in the params of the log entry that closes the charge (`{ ending: words }`).
 * Where those words are exactly the words of the replayed ending, they are taken as the replayed
 * ending and entry; anything else is left as saved (and then differs). Nothing is read out of the
 * words: they are only compared with the replay's.
 */
export function withEndingOfReplay(
  saved: Readonly<Record<string, unknown>>,
  replayed: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const ending = replayed.ending as Ending | undefined;
  if (typeof saved.ending !== 'string' || ending === undefined || !isRecord(ending)) return saved;
  const words = endingText(ending);
  if (saved.ending !== words) return saved;
  const out: Record<string, unknown> = { ...saved, ending: replayed.ending };
  const log = saved.log;
  const again = replayed.log;
  if (Array.isArray(log) && Array.isArray(again) && log.length === again.length && log.length > 0) {
    const last = log[log.length - 1] as unknown;
    const closing = again[again.length - 1] as unknown;
    const oldForm =
      isRecord(last) &&
      isRecord(closing) &&
      last.key === 'charge.ended' &&
      isRecord(last.params) &&
      canonicalJson(last.params) === canonicalJson({ ending: words }) &&
      canonicalJson({ ...last, params: closing.params }) === canonicalJson(closing);
    if (oldForm) out.log = [...log.slice(0, -1), closing];
  }
  return out;
}
