import type { RecallResult } from '../model/ruleset.ts';
import type { MoraleState } from '../model/unit.ts';
import type { SideStatus } from '../procedure/ending.ts';
import type { LogKey } from '../procedure/log-keys.ts';
import type { en } from './languages/en.ts';

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

/** One line of the key to the melee result codes of the combat result tables. */
export interface ResultCode {
  /** The code as the charts print it: "AS", "AD#", "a/d" with stars, "(blank)". */
  readonly symbol: string;
  /** What the code does, in the language. */
  readonly meaning: string;
}

/**
 * The sections of a language's catalogue as the reference (English, languages/en.ts) must fill them:
 * its code and name, the narration (`log`), enumerated values, step titles, rule chips, result codes,
 * and the words of the CLI and of the page.
 */
export interface LanguageShape {
  readonly code: string;
  readonly name: string;
  readonly log: Catalogue;
  readonly values: Readonly<Record<string, string>>;
  readonly steps: Readonly<Record<string, string>>;
  readonly rules: {
    readonly chips: {
      readonly step: string;
      readonly flight: string;
      readonly pursuit: string;
      readonly rule: string;
    };
    readonly numbers: Readonly<Record<string, string>>;
    readonly steps: Readonly<Record<string, string>>;
    readonly seeds: Readonly<Record<string, string>>;
  };
  readonly resultCodes: readonly ResultCode[];
  readonly cli: {
    readonly procedure: Readonly<Record<string, string>>;
    readonly directions: readonly string[];
    readonly words: Readonly<Record<string, string>>;
    readonly [word: string]: string | readonly string[] | Readonly<Record<string, string>>;
  };
  readonly page: Readonly<Record<string, string>>;
  readonly choiceOdds: Readonly<Record<string, string>>;
  readonly fates: Readonly<Record<string, string>>;
  readonly record: Readonly<Record<string, string>>;
  readonly crtLint: Readonly<Record<string, string>>;
}

/** The shape of a value with its words widened to `string`: the keys of the reference, any words. */
type Words<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly Words<E>[]
    : { readonly [K in keyof T]: Words<T[K]> };

/**
 * A language's catalogue: exactly the sections and keys of the English one (languages/en.ts), each a
 * word of the language. Every catalogue file `satisfies` it, so a key missing or left over does not
 * compile; a catalogue value is all the narration, the CLI and the page need to speak a language.
 */
export type LanguageCatalogue = Words<typeof en>;

/** The English templates as their literal types: test/narration/log-keys.test.ts reads LogParams against them. */
export type EnglishTemplates = (typeof en)['log'];
