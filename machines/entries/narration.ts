/**
 * hexcharge/narration: text for the edge, rendered from the language catalogues (one file a language,
 * registered in LANGUAGES): log entries, pending requests and their options, step titles, rule names,
 * result codes, and the words of the CLI and of the page.
 * @packageDocumentation
 */
export type {
  /** A language's catalogue: the sections and keys of the English one, each a word of the language. */
  LanguageCatalogue,
  /** One line of the key to the melee result codes (a catalogue's `resultCodes`). */
  ResultCode,
} from '../../src/narration/catalogue.ts';
export {
  /** The catalogue of a language code (English for one not registered), or the catalogue given. */
  catalogueOf,
  /** The registered languages, in menu order, by code: each one catalogue file. */
  LANGUAGES,
  /** A language as the narration takes it: a registered code or a catalogue value. */
  type LanguageLike,
} from '../../src/narration/languages.ts';
export {
  /** The label of option `i` of a pending choice in a language. */
  describeOption,
  /** The pending request's words in a language. */
  describePending,
  /** A charge's ending (session.state.ending) in words, in a language. */
  endingText,
  /** The narration languages, in menu order. */
  LANGS,
  /** A narration language: the code of a registered catalogue (a key of LANGUAGES). */
  type Lang,
  /** The narration of a log entry in a language. */
  narrate,
  /** A language code read from outside (a URL, a command line), or undefined. */
  parseLang,
  /** Translates one enumerated parameter value into a language. */
  translateValue,
} from '../../src/narration/narrate.ts';
export {
  /** Fills a message template ("{name}", "{n, plural, ...}") by the plural rules of a language. */
  render,
} from '../../src/narration/render.ts';
export {
  /** Names a rule reference for a person (rule number, step, doctrine seed) in a language. */
  ruleName,
} from '../../src/narration/rule-names.ts';
export {
  /** The title of a state of the charge machine in a language. */
  stepTitle,
} from '../../src/narration/step-title.ts';
