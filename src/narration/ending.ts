import type { EndingParams } from '../procedure/ending.ts';
import type { LanguageCatalogue } from './catalogue.ts';
import { own } from './own.ts';
import { render } from './render.ts';

/** The parts of an ending are joined by this, and a side's morale states by STATES_JOIN (every language alike). */
const PARTS_JOIN = ', ';
const STATES_JOIN = '/';

/**
 * The words of a charge's ending in one language, from the parameters of its log entry (endingParams):
 * "melee at 3:2, attackers good, defenders disordered/routed, recalled" in English, each part the
 * catalogue's `ending.*` template. Reads fields, never prose: a value the catalogue has no word for is
 * shown as it is.
 */
export function endingWords(
  p: Readonly<EndingParams> | Readonly<Record<string, string | number>>,
  catalogue: LanguageCatalogue,
): string {
  const params = p as Readonly<Record<string, string | number | undefined>>;
  const log: Readonly<Record<string, string>> = catalogue.log;
  const word = (key: string, fallback: string) => own(log, key) ?? fallback;
  const side = (status: 'attackers' | 'defenders', state: 'attackerState' | 'defenderState') => {
    const v = params[status];
    const states =
      v === 'on-board'
        ? [1, 2, 3].flatMap((i) => {
            const m = params[`${state}${i}`];
            return m === undefined ? [] : [word(`ending.state.${m}`, String(m))];
          })
        : [word(`ending.status.${String(v)}`, String(v))];
    return render(
      word(`ending.${status}`, `${status} {states}`),
      { states: states.join(STATES_JOIN) },
      catalogue.code,
    );
  };
  const parts: string[] = [];
  if (params.odds !== undefined)
    parts.push(render(word('ending.melee', 'melee at {odds}'), { odds: params.odds }, catalogue.code));
  parts.push(side('attackers', 'attackerState'), side('defenders', 'defenderState'));
  if (params.recall !== undefined) parts.push(word(`ending.recall.${params.recall}`, String(params.recall)));
  return parts.join(PARTS_JOIN);
}
