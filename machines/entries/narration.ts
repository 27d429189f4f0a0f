/**
 * hexcharge/narration: text for the edge, rendered from the catalogues (English, Spanish, Russian):
 * log entries, pending requests and their options, step titles, rule names, result codes and unit
 * states in words.
 * @packageDocumentation
 */
export {
  /** The label of option `i` of a pending choice in a language. */
  describeOption,
  /** The pending request's words in a language. */
  describePending,
  /** A charge's ending (session.state.ending) in words, in a language. */
  endingText,
  /** The narration languages, in menu order. */
  LANGS,
  /** A narration language: en (English), es (Spanish), ru (Russian). */
  type Lang,
  /** The narration of a log entry in a language. */
  narrate,
  /** A language code read from outside (a URL, a command line), or undefined. */
  parseLang,
  /** Translates one enumerated parameter value into a language. */
  translateValue,
  /** A unit's morale state and readiness in words, by language. */
  UNIT_STATE_WORDS,
} from '../../src/narration/narrate.ts';
export {
  /** Fills a message template ("{name}", "{n, plural, ...}") by the plural rules of a language. */
  render,
} from '../../src/narration/render.ts';
export {
  /** The key to every result code a La Bataille assault chart prints, by language. */
  RESULT_CODES,
} from '../../src/narration/result-codes.ts';
export {
  /** Names a rule reference for a person (rule number, step, doctrine seed) in a language. */
  ruleName,
} from '../../src/narration/rule-names.ts';
export {
  /** Spanish titles of the charge machine's states, by state path. */
  STEP_TITLES_ES,
} from '../../src/narration/steps-es.ts';
export {
  /** Russian titles of the charge machine's states, by state path. */
  STEP_TITLES_RU,
} from '../../src/narration/steps-ru.ts';
