import type { RecallResult } from '../model/ruleset.ts';
import type { MoraleState } from '../model/unit.ts';
import type { SideStatus } from '../procedure/ending.ts';
import type { LogKey } from '../procedure/log-keys.ts';

/** The keys of the words of a charge's ending (src/narration/ending.ts): its parts, states, statuses and recall. */
export type EndingWordKey =
  | 'ending.melee'
  | 'ending.attackers'
  | 'ending.defenders'
  | `ending.state.${MoraleState}`
  | `ending.status.${Exclude<SideStatus, 'on-board'>}`
  | `ending.recall.${RecallResult}`;

/**
 * The keys of the words of requests and options (src/procedure/request.ts: `request.stand-check`,
 * `option.hex`...) and of the joins of a list (`list.and`).
 */
export type RequestWordKey = `request.${string}` | `option.${string}` | `list.${string}`;

/** Every key of a narration catalogue: the keys of the log, the words of an ending, of requests and options. */
export type CatalogueKey = LogKey | EndingWordKey | RequestWordKey;

/**
 * A narration catalogue of one language: one template for every key, and no other key (each language
 * file `satisfies` it, so a key missing or left over in any of them does not compile).
 */
export type Catalogue = Readonly<Record<CatalogueKey, string>>;
