/**
 * Every stable code a refusal (`HexchargeError`) may carry, as docs/errors.md lists them in its code
 * tables, in the order of that page (test/data/error-codes.test.ts holds the two together, both ways).
 * The board invariants' codes are another kind: not refusals but broken invariants of a charge state,
 * `ViolationCode` (src/invariants/violation.ts), checked against their own section of the page.
 */
export const ERROR_CODES = Object.freeze([
  // Data files (src/data/)
  'data/malformed-json',
  'data/too-large',
  'data/too-deep',
  'data/over-limit',
  'data/not-an-object',
  'data/missing-field',
  'data/wrong-type',
  'data/unknown-field',
  'data/bad-value',
  'data/unknown-kind',
  'data/duplicate-id',
  'data/crt-gap',
  'data/crt-overlap',
  'data/unknown-result',
  'data/bad-range',
  'data/bad-odds',
  'data/odds-order',
  'data/unknown-condition',
  'data/fire-gap',
  'data/fire-overlap',
  'data/chart-gap',
  'data/chart-overlap',
  'data/extends-cycle',
  // Scenarios (src/data/scenario.ts)
  'scenario/unknown-arm',
  'scenario/unknown-formation',
  'scenario/unknown-terrain',
  'scenario/bad-hex',
  'scenario/off-map',
  'scenario/enemies-share-hex',
  'scenario/over-stacking',
  'scenario/unknown-unit',
  'scenario/bad-charge',
  'scenario/map-too-large',
  'scenario/duplicate-id',
  'scenario/unknown-side',
  'scenario/unknown-ruleset',
  // Files (the file system layer around src/data/)
  'file/not-found',
  'file/unreadable',
  'file/not-regular',
  'file/unwritable',
  // Links of the learning page (web/share.ts)
  'link/unreadable',
  // Spreadsheet charts (hexcharge crt import)
  'csv/malformed',
  // Dice (src/dice/)
  'dice/not-a-number',
  'dice/out-of-range',
  'dice/wrong-count',
  'dice/unknown-dice',
  'dice/bad-seed',
  'dice/bad-source',
  'dice/script-exhausted',
  'dice/manual-needs-roll',
  // Events of a charge in progress (machines/session.ts)
  'event/malformed',
  'event/not-allowed',
  'event/bad-choice',
  'event/charge-over',
  'charge/too-many-steps',
  // Save documents (machines/save.ts)
  'save/malformed',
  'save/truncated',
  'save/too-large',
  'save/wrong-version',
  'save/tampered',
  'save/not-a-charge',
  'save/ruleset-mismatch',
  'save/replay-diverged',
  'save/snapshot-mismatch',
  // Public entry (machines/index.ts)
  'api/bad-argument',
  'api/not-plain-data',
  'api/too-large',
  'api/unknown-language',
  'api/unknown-ruleset',
  'api/listener-threw',
  'api/internal',
  // Exact analysis (machines/analysis/exact.ts) and the odds of every choice (machines/analysis/advise.ts)
  'analysis/too-large',
  'advise/no-choice',
  'advise/dice-ran-out',
  // Command line (cli/)
  'cli/unknown-command',
  'cli/unknown-flag',
  'cli/missing-value',
  'cli/unexpected-value',
  'cli/repeated-flag',
  'cli/conflicting-flags',
  'cli/missing-argument',
  'cli/unexpected-argument',
  'cli/bad-dice',
  'cli/bad-number',
  'cli/bad-odds',
  'cli/bad-claim',
  'cli/bad-lang',
  'cli/bad-choice',
  'cli/input-ended',
  'cli/line-too-long',
  'cli/bad-port',
  'cli/bad-host',
  'cli/cannot-listen',
  'cli/page-missing',
  'cli/dev-unavailable',
  'cli/internal',
  'check/bad-dice',
  // Charge records and committed dice (src/record/, src/dice/secrets.ts, machines/record.ts)
  'record/too-large',
  'record/malformed',
  'record/truncated',
  'record/wrong-version',
  'record/bad-secret',
  'record/scenario-mismatch',
  'record/ruleset-mismatch',
] as const);

/** One stable code of a refusal (docs/errors.md): "area/what", e.g. "data/crt-gap", "dice/out-of-range". */
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value is one of the documented refusal codes (a host's file reader may answer any string). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
