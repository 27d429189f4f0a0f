/**
 * What every command accepts and how it explains itself (`hexcharge <command> --help`). Kept apart from
 * the commands so that `hexcharge --help` and `--version` load no engine code.
 */
import type { CommandSpec, FlagSpec } from './spec.ts';
import { EXIT } from './spec.ts';

/** The most Monte Carlo charges `odds --mc` plays (about 1,000 charges a second: a quarter of an hour). */
export const MC_MAX = 1_000_000;

/**
 * The seconds an exact analysis of the CLI (odds, and advise for each choice) may take unless
 * --max-seconds says otherwise: a charge built to explode is refused after 30 s whatever the load of
 * the machine, instead of running for minutes until its memory budget stops it.
 */
export const DEFAULT_MAX_SECONDS = 30;

const REF = 'data/scenarios/01-reference-charge.json';

const ruleset: FlagSpec = {
  name: 'ruleset',
  value: 'FILE',
  meaning: "use this ruleset (a file or a bundled id) instead of the scenario's own",
  example: '--ruleset data/rulesets/la-bataille-nearest-half.json',
};
const json: FlagSpec = {
  name: 'json',
  meaning: 'print the result as JSON on standard output instead of text',
  example: '--json',
};
const refusedInput =
  'refused: a bad flag or value, a file that cannot be read or loaded (one line on stderr)';

/** hexcharge run */
export const RUN: CommandSpec = {
  name: 'run',
  summary: 'play a scenario charge and narrate every step',
  usage: [
    'run <scenario> [--ruleset FILE] [--seed N | --dice LIST] [--lang L] [--json]',
    'run <scenario> --interactive [--ruleset FILE] [--lang L]',
    'run <scenario> --attacker-secret S --defender-secret S [--record FILE]',
  ],
  about: [
    'Plays the charge of a scenario file through the procedure and narrates it: every step with its',
    "rule, arithmetic and dice, then the final board. Without --seed or --dice the scenario's own",
    'dice are used (its script or seed), else seed 1. Choices take their defaults.',
  ],
  flags: [
    ruleset,
    {
      name: 'seed',
      value: 'N',
      meaning: 'roll with the seeded generator from seed N (a whole number 0-4294967295)',
      example: '--seed 7',
    },
    {
      name: 'dice',
      value: 'LIST',
      meaning: 'the rolls, in order (a d66 as 43, a d6 as 5), separated by commas',
      example: '--dice 54,3,45,56',
    },
    {
      name: 'lang',
      value: 'L',
      meaning: 'narrate in this language, by its code (a wrong code is refused with the list)',
      example: '--lang es',
    },
    json,
    {
      name: 'interactive',
      meaning: 'ask on the terminal for each roll (type your dice: 43 or 4 3) and each choice',
      example: '--interactive',
    },
    {
      name: 'record',
      value: 'FILE',
      meaning: 'also write the charge record there (docs/records.md), for hexcharge verify',
      example: '--record charge.txt',
    },
    {
      name: 'attacker-secret',
      value: 'S',
      meaning: "the attacker's revealed secret: the dice are derived from both secrets",
      example: '--attacker-secret 5f0c2a9e8d7b6a5f4e3d2c1b0a998877',
    },
    {
      name: 'defender-secret',
      value: 'S',
      meaning: "the defender's revealed secret (with --attacker-secret; see hexcharge dice)",
      example: '--defender-secret 0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    },
  ],
  examples: [
    `hexcharge run ${REF}`,
    `hexcharge run ${REF} --seed 7 --lang es`,
    `hexcharge run ${REF} --dice 54,3,45,56 --json > charge.json`,
    `hexcharge run ${REF} --seed 7 --record charge.txt`,
  ],
  exits: [
    [EXIT.done, 'the charge was played to its end'],
    [
      EXIT.refused,
      `${refusedInput}, dice that do not fit the charge (a script too short, a value the die cannot show), input that ended in --interactive`,
    ],
  ],
};

/** hexcharge crt (an explained lookup) */
export const CRT: CommandSpec = {
  name: 'crt',
  summary: 'the melee chart: explained lookup, probability sheet, cell-by-cell diff, lint',
  usage: [
    'crt --odds A:D --roll NN [--shift N] [--modifier N] [--ruleset FILE]',
    'crt sheet [--ruleset FILE] [--modifiers LIST] [--json | --csv]',
    'crt diff A B [--json]',
    'crt import <chart.csv> [--out FILE] [--id ID] [--name NAME] [--ruleset FILE]',
    'crt lint <chart> | crt lint --ruleset FILE [--lang L] [--json]',
  ],
  about: [
    "Looks a result up on the ruleset's assault and melee chart and explains it: the column the odds",
    'fall in, column shifts, the modified roll (in d66 steps, clamped) and the result.',
  ],
  flags: [
    {
      name: 'odds',
      value: 'A:D',
      meaning: 'the melee odds, attacker:defender (rounded down to a column of the chart)',
      example: '--odds 3:2',
    },
    { name: 'roll', value: 'NN', meaning: 'the d66 roll, tens die then units die', example: '--roll 43' },
    {
      name: 'shift',
      value: 'N',
      meaning: 'column shifts: positive to the right (for the attacker), negative to the left',
      example: '--shift -1',
    },
    {
      name: 'modifier',
      value: 'N',
      meaning: 'the die roll modifier, in d66 steps',
      example: '--modifier -6',
    },
    ruleset,
  ],
  examples: [
    'hexcharge crt --odds 3:1 --roll 43',
    'hexcharge crt --odds 2:1 --roll 61 --shift -1 --modifier 2',
  ],
  exits: [
    [EXIT.done, 'the lookup was explained'],
    [EXIT.refused, `${refusedInput}, a roll the chart cannot read`],
  ],
};

/** hexcharge crt sheet */
export const CRT_SHEET: CommandSpec = {
  name: 'crt sheet',
  summary: 'chance of every result of every column of the chart, in 36ths of a d66',
  usage: ['crt sheet [--ruleset FILE] [--modifiers LIST] [--json | --csv]'],
  about: [
    'Prints, for each odds column of the chart, the chance of each result, in 36ths of a d66 roll,',
    'unmodified and under each die modifier; --csv prints the chart itself as a spreadsheet grid',
    '(odds columns across, d66 ranges down), which crt import reads back.',
  ],
  flags: [
    ruleset,
    {
      name: 'modifiers',
      value: 'LIST',
      meaning: 'the die modifiers to show a row for, separated by commas',
      example: '--modifiers -2,0,2',
    },
    json,
    {
      name: 'csv',
      meaning: 'print the chart itself as a CSV grid (odds across, d66 ranges down) instead',
      example: '--csv > my-chart.csv',
    },
  ],
  examples: ['hexcharge crt sheet', 'hexcharge crt sheet --modifiers 0 --json', 'hexcharge crt sheet --csv'],
  exits: [
    [EXIT.done, 'the sheet was printed'],
    [EXIT.refused, refusedInput],
  ],
};

/** hexcharge crt diff */
export const CRT_DIFF: CommandSpec = {
  name: 'crt diff',
  summary: 'compare two chart transcriptions cell by cell',
  usage: ['crt diff A B [--json]'],
  about: [
    'Compares two melee charts (chart files, or rulesets: their chart) roll by roll in every column and',
    "lists each difference; a chart's own holes and overlaps are listed too.",
  ],
  flags: [json],
  examples: ['hexcharge crt diff my-chart.json data/tables/assault-melee.json'],
  exits: [
    [EXIT.done, 'the two charts agree on every column and every roll'],
    [EXIT.negative, 'the charts differ (each difference is listed)'],
    [EXIT.refused, refusedInput],
  ],
};

/** hexcharge crt import */
export const CRT_IMPORT: CommandSpec = {
  name: 'crt import',
  summary: 'turn a chart kept in a spreadsheet (CSV) into a validated chart file',
  usage: ['crt import <chart.csv> [--out FILE] [--id ID] [--name NAME] [--ruleset FILE]'],
  about: [
    'Turns a melee chart kept in a spreadsheet into a validated chart file (kind "crt"). The CSV grid',
    'has the odds columns across the first line and d66 ranges down the first column:',
    '',
    '  d66,1:2,1:1,3:2',
    '  11-13,AS,AS,AR',
    '  14-16,AR,AD1,AD1',
    '',
    'Each cell is a result (AS, AR, AD or AD1-AD9, -, DD or DD1-DD9, DR, DS, losses such as 2*/1; an',
    'empty cell is "-"). The rows must cover every d66 roll once; commas, semicolons or tabs separate',
    'fields. Every problem is one line on stderr naming file:line:column (the first 100, then one',
    'line for the rest: "and N more problems").',
  ],
  flags: [
    {
      name: 'out',
      value: 'FILE',
      meaning: 'write the chart there instead of standard output',
      example: '--out data/tables/my-chart.json',
    },
    {
      name: 'id',
      value: 'ID',
      meaning: "the chart's id (default: the CSV file's name)",
      example: '--id my-chart',
    },
    { name: 'name', value: 'NAME', meaning: "the chart's name", example: '--name "My melee chart"' },
    {
      ...ruleset,
      meaning: 'the ruleset whose disorderedRetreatHexes gives AD/DD without a number',
    },
  ],
  examples: ['hexcharge crt import my-chart.csv --out data/tables/my-chart.json'],
  exits: [
    [EXIT.done, 'the chart was written'],
    [EXIT.refused, `${refusedInput}, a grid with problems (each one line), a file that cannot be written`],
  ],
};

/** hexcharge crt lint */
export const CRT_LINT: CommandSpec = {
  name: 'crt lint',
  summary: 'name every result out of order along a column or across a row',
  usage: ['crt lint <chart> [--lang L] [--json]', 'crt lint --ruleset FILE [--lang L] [--json]'],
  about: [
    'Checks a melee chart (a chart file, or a ruleset file: its chart) against the order of results,',
    "from the attacker's worst to its best: AS, AR, AD (longest retreat first), then - and the losses",
    'a/d by their score 2 x (defender loss - attacker loss) + stars, DD (shortest first), DR, DS. A',
    'higher roll or higher odds never gives a worse result. Each cell that breaks the order is one line',
    'with its severity: error (a probable typo between two neighbours in order) or warning.',
    'See docs/crt-lint.md.',
  ],
  flags: [
    {
      ...ruleset,
      meaning: 'lint the chart of this ruleset (a file or a bundled id) instead of a chart file',
    },
    {
      name: 'lang',
      value: 'L',
      meaning: 'print the findings in this language, by its code (a wrong code is refused)',
      example: '--lang es',
    },
    json,
  ],
  examples: [
    'hexcharge crt lint data/tables/assault-melee.json',
    'hexcharge crt lint --ruleset flight-pursuit-6e',
  ],
  exits: [
    [EXIT.done, 'every result is in order'],
    [EXIT.negative, 'a result is out of order (each one is a line)'],
    [EXIT.refused, `${refusedInput}, a chart that is not valid (each problem one line)`],
  ],
};

/** hexcharge validate */
export const VALIDATE: CommandSpec = {
  name: 'validate',
  summary: 'check a table, ruleset or scenario file',
  usage: ['validate <file>... [--ruleset FILE]'],
  about: [
    'Checks each file by its "kind": a table, a ruleset (with every table it names) or a scenario (under',
    'its ruleset: a file beside it, else the bundled ruleset its name resolves to, wherever it lies).',
    'A bundled ruleset id (flight-pursuit-6e) checks that bundled ruleset. A problem is one line on',
    'stderr naming the file, the path inside it and what is wrong; at most 100 lines a file, then one',
    'line for the rest ("and N more problems").',
  ],
  flags: [
    {
      ...ruleset,
      meaning: 'check scenarios under this ruleset (a file or a bundled id) instead of their own',
    },
  ],
  examples: [
    'hexcharge validate data/tables/assault-melee.json',
    `hexcharge validate ${REF} my-ruleset.json`,
    'hexcharge validate flight-pursuit-6e',
  ],
  exits: [
    [EXIT.done, 'every file is valid'],
    [EXIT.negative, 'a file is not valid (each problem is one line on stderr)'],
    [EXIT.refused, 'refused: a bad flag, no file given, a file that cannot be read'],
  ],
};

/** hexcharge odds */
export const ODDS: CommandSpec = {
  name: 'odds',
  summary: 'exact odds of every outcome of a charge (--mc N: a Monte Carlo against them)',
  usage: [
    'odds <scenario> [--ruleset FILE] [--top N] [--json] [--mc N [--seed S] [--mc-error E]]',
    'odds <scenario> ... [--max-states N] [--max-seconds S]',
  ],
  about: [
    'Drives the procedure through every roll of every die (choices take their defaults) and prints the',
    'exact chance of every final outcome, as a percentage and an exact fraction, with views: how each',
    `side ends, increments lost, the melee result, recall and pursuit. The analysis stops after ${DEFAULT_MAX_SECONDS} s`,
    '(analysis/too-large, exit 1) unless --max-seconds gives it longer.',
  ],
  flags: [
    ruleset,
    {
      name: 'top',
      value: 'N',
      meaning: 'list the N most likely final outcomes (default 20)',
      example: '--top 50',
    },
    json,
    {
      name: 'mc',
      value: 'N',
      meaning: `also play N seeded charges (1-${MC_MAX}); flag those beyond 4 standard errors`,
      example: '--mc 10000',
    },
    {
      name: 'seed',
      value: 'S',
      meaning: 'the seed of the Monte Carlo dice (a whole number 0-4294967295, default 1)',
      example: '--seed 42',
    },
    {
      name: 'mc-error',
      value: 'E',
      meaning: "stop once every outcome's 95 % interval half-width is at most E",
      example: '--mc-error 0.005',
    },
    {
      name: 'progress-seconds',
      value: 'S',
      meaning: 'Monte Carlo progress (rate, time left) on stderr every S s (default 2)',
      example: '--progress-seconds 5',
    },
    {
      name: 'max-states',
      value: 'N',
      meaning: 'refuse the exact analysis (analysis/too-large) after N distinct states',
      example: '--max-states 200000',
    },
    {
      name: 'max-seconds',
      value: 'S',
      meaning: `refuse the exact analysis (analysis/too-large) after S seconds (default ${DEFAULT_MAX_SECONDS})`,
      example: '--max-seconds 300',
    },
  ],
  examples: [`hexcharge odds ${REF}`, `hexcharge odds ${REF} --mc 10000 --seed 42`],
  exits: [
    [EXIT.done, 'the odds were printed (and the Monte Carlo agrees with them)'],
    [
      EXIT.negative,
      `the Monte Carlo flagged a frequency outside 4 standard errors; or the exact analysis went over its budget (analysis/too-large: ${DEFAULT_MAX_SECONDS} s by default)`,
    ],
    [EXIT.refused, refusedInput],
  ],
};

/** hexcharge advise */
export const ADVISE: CommandSpec = {
  name: 'advise',
  summary: 'the exact odds of each option of every choice a charge meets, side by side',
  usage: [
    'advise <scenario> [--dice LIST | --seed N] [--choose LIST] [--lang L] [--json]',
    'advise <scenario> ... [--ruleset FILE] [--max-states N] [--max-seconds S]',
  ],
  about: [
    "Plays the charge with the dice given (else the scenario's own) and, at every choice it meets",
    '(commit the leader, the retreat path, whom to pursue, hold back or pursue...), prints the exact',
    'chance of each ending under each option side by side: how each side ends, increments lost,',
    'recall and pursuit; later rolls branch on every face, later choices take their defaults. Then it',
    'takes the option --choose gives (else the default) and plays on until the dice run out or the',
    `charge ends. The analysis of a choice stops after ${DEFAULT_MAX_SECONDS} s (analysis/too-large, exit 1) unless`,
    '--max-seconds gives it longer.',
  ],
  flags: [
    {
      name: 'dice',
      value: 'LIST',
      meaning: 'the rolls to play up to the choices, in order, separated by commas',
      example: '--dice 53,2,11',
    },
    {
      name: 'seed',
      value: 'N',
      meaning: 'roll with the seeded generator from seed N instead (plays to the end)',
      example: '--seed 7',
    },
    {
      name: 'choose',
      value: 'LIST',
      meaning: 'the option to take at each choice met, in order (1: the first; else the default)',
      example: '--choose 2',
    },
    ruleset,
    {
      name: 'lang',
      value: 'L',
      meaning: 'the choices and options in this language, by its code (as for run)',
      example: '--lang es',
    },
    json,
    {
      name: 'max-states',
      value: 'N',
      meaning: 'refuse (analysis/too-large) once one choice has met N distinct states',
      example: '--max-states 200000',
    },
    {
      name: 'max-seconds',
      value: 'S',
      meaning: `refuse (analysis/too-large) after S seconds on one choice (default ${DEFAULT_MAX_SECONDS})`,
      example: '--max-seconds 300',
    },
  ],
  examples: [`hexcharge advise ${REF} --dice 53,2,11`, `hexcharge advise ${REF} --choose 2 --json`],
  exits: [
    [EXIT.done, 'the odds of every choice met were printed'],
    [
      EXIT.negative,
      `no choice: the charge ended without one; or the analysis went over its budget (analysis/too-large: ${DEFAULT_MAX_SECONDS} s by default)`,
    ],
    [EXIT.refused, `${refusedInput}, dice that ran out before any choice (advise/dice-ran-out)`],
  ],
};

/** hexcharge check */
export const CHECK: CommandSpec = {
  name: 'check',
  summary: 'replay a charge with its dice and check a claimed result',
  usage: ['check <scenario> --dice LIST [--choose LIST] --claim RESULT [--ruleset FILE] [--json]'],
  about: [
    'Replays the charge with the dice that were rolled and the options --choose took at its choices',
    '(else their defaults) and says whether the claimed result is what the procedure gives; when it',
    'is not, the roll where it went another way and the rolls that would have given the claim. The',
    'dice are replayed first: a list that is too short, or a value a die cannot show, is refused.',
  ],
  flags: [
    {
      name: 'dice',
      value: 'LIST',
      meaning: 'the rolls that were made, in order, separated by commas',
      example: '--dice 54,3,45,56',
    },
    {
      name: 'claim',
      value: 'RESULT',
      meaning: 'a melee result (DR, 1/2*), a defender fate (routed), attacker:<fate>, recalled',
      example: '--claim DR',
    },
    {
      name: 'choose',
      value: 'LIST',
      meaning: 'the option taken at each choice met, in order (1: the first; then the defaults)',
      example: '--choose 2,1',
    },
    ruleset,
    json,
  ],
  examples: [`hexcharge check ${REF} --dice 54,3,45,56 --claim 1/1`],
  exits: [
    [EXIT.done, 'the claim is right'],
    [EXIT.negative, 'the claim is wrong (the roll where it differs is shown)'],
    [EXIT.refused, `${refusedInput}, dice that do not fit the charge`],
  ],
};

/** hexcharge verify */
export const VERIFY: CommandSpec = {
  name: 'verify',
  summary: 'replay a charge record and say whether it holds, or where it goes another way',
  usage: ['verify <record> [--scenario FILE] [--ruleset FILE] [--lang L]'],
  about: [
    'Reads a charge record (docs/records.md: run --record writes one) and replays it through the',
    'procedure: every event must answer the step the charge asks for, every die must be the one its',
    'dice give (seeded, or derived from both revealed secrets, each checked against its commitment),',
    'every event must do what the record says, and the charge must end as it says. The scenario is',
    "the bundled one of the record's id unless --scenario names a file; the ruleset the record's.",
  ],
  flags: [
    {
      name: 'scenario',
      value: 'FILE',
      meaning: 'the scenario file the record was played on (default: the bundled one of its id)',
      example: '--scenario my-scenario.json',
    },
    { ...ruleset, meaning: 'the ruleset the record was played under (default: the one it names)' },
    {
      name: 'lang',
      value: 'L',
      meaning: 'answer in this language, by its code (as for run)',
      example: '--lang es',
    },
  ],
  examples: ['hexcharge verify charge.txt', 'hexcharge verify charge.txt --scenario my-scenario.json'],
  exits: [
    [EXIT.done, 'the record holds'],
    [EXIT.negative, 'the record goes another way: one line names the first event that differs'],
    [EXIT.refused, `${refusedInput}, a record that cannot be read (record/...), another scenario`],
  ],
};

/** hexcharge dice (commit-reveal for play by email) */
export const DICE: CommandSpec = {
  name: 'dice',
  summary: 'dice no one can bend: commit to a secret, then reveal both and derive the dice',
  usage: [
    'dice commit [--secret S]',
    'dice reveal --attacker-secret S --defender-secret S [--attacker-commitment C ...]',
  ],
  about: [
    'Commit-reveal dice for play by email (docs/records.md): each player runs dice commit and sends',
    'the commitment only; once both commitments are exchanged, both secrets are revealed, dice reveal',
    'checks each against its commitment and prints the dice both secrets give (the same for both',
    'players); run --attacker-secret S --defender-secret S plays the charge on them.',
  ],
  flags: [],
  examples: ['hexcharge dice commit', 'hexcharge dice reveal --attacker-secret S1 --defender-secret S2'],
  exits: [
    [EXIT.done, 'done'],
    [EXIT.negative, 'dice reveal: a secret does not match its commitment'],
    [EXIT.refused, 'refused: no subcommand or an unknown one, a bad flag, a secret that is not one'],
  ],
};

/** hexcharge dice commit */
export const DICE_COMMIT: CommandSpec = {
  name: 'dice commit',
  summary: 'make a secret (or take yours) and print its commitment, to send first',
  usage: ['dice commit [--secret S]'],
  about: [
    'Prints a new random secret (32 hex digits) and its commitment (SHA-256, 64 hex digits), one a',
    'line: send the commitment to the other player now, and keep the secret until both are exchanged.',
  ],
  flags: [
    {
      name: 'secret',
      value: 'S',
      meaning: 'commit to this secret (16-200 letters, digits, - _ . ~ + / =) instead of a new one',
      example: '--secret 5f0c2a9e8d7b6a5f4e3d2c1b0a998877',
    },
  ],
  examples: ['hexcharge dice commit'],
  exits: [
    [EXIT.done, 'the secret and its commitment were printed'],
    [EXIT.refused, 'refused: a bad flag, a secret that is not one (record/bad-secret)'],
  ],
};

/** hexcharge dice reveal */
export const DICE_REVEAL: CommandSpec = {
  name: 'dice reveal',
  summary: "check both secrets against their commitments, print the charge's dice",
  usage: [
    'dice reveal --attacker-secret S --defender-secret S [--count N]',
    'dice reveal ... --attacker-commitment C --defender-commitment C',
  ],
  about: [
    'Checks each revealed secret against the commitment it was sent with (when given) and prints the',
    'first d6 faces both secrets give, in order (a d66 takes two: tens then units): the same on both',
    "players' machines, and neither could choose them alone.",
  ],
  flags: [
    {
      name: 'attacker-secret',
      value: 'S',
      meaning: "the attacker's revealed secret",
      example: '--attacker-secret 5f0c2a9e8d7b6a5f4e3d2c1b0a998877',
    },
    {
      name: 'defender-secret',
      value: 'S',
      meaning: "the defender's revealed secret",
      example: '--defender-secret 0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    },
    {
      name: 'attacker-commitment',
      value: 'C',
      meaning: 'the commitment the attacker sent first: the secret must match it',
      example: '--attacker-commitment $ATTACKER_COMMITMENT',
    },
    {
      name: 'defender-commitment',
      value: 'C',
      meaning: 'the commitment the defender sent first: the secret must match it',
      example: '--defender-commitment $DEFENDER_COMMITMENT',
    },
    {
      name: 'count',
      value: 'N',
      meaning: 'how many d6 faces to print (1-1000, default 20)',
      example: '--count 40',
    },
    {
      name: 'lang',
      value: 'L',
      meaning: 'answer in this language, by its code (as for run)',
      example: '--lang es',
    },
  ],
  examples: [
    'hexcharge dice reveal --attacker-secret S1 --defender-secret S2',
    'hexcharge dice reveal --attacker-secret S1 --defender-secret S2 --attacker-commitment C1 ...',
  ],
  exits: [
    [EXIT.done, 'the secrets match their commitments; the dice were printed'],
    [EXIT.negative, 'a secret does not match its commitment (one line says whose)'],
    [EXIT.refused, 'refused: a bad flag, a missing secret, a secret or commitment that is not one'],
  ],
};

/** hexcharge web */
export const WEB: CommandSpec = {
  name: 'web',
  summary: 'serve the learning page on this computer',
  usage: ['web [--host H] [--port N]'],
  about: [
    'Serves the learning page (built into web/dist when the package is packed) with a small static',
    'server on http://127.0.0.1:4173/ until Ctrl+C. The page works offline: every rule, chart and',
    'scenario is in it. It binds to 127.0.0.1 unless --host says otherwise.',
  ],
  flags: [
    {
      name: 'host',
      value: 'H',
      meaning: 'the address to listen on (0.0.0.0: every network interface, reachable from others)',
      example: '--host 0.0.0.0',
    },
    {
      name: 'port',
      value: 'N',
      meaning: 'the port to listen on (0: any free port; default 4173)',
      example: '--port 8080',
    },
    {
      name: 'dev',
      meaning: 'in a clone of the repository: run the Vite dev server on the page sources instead',
      example: '--dev',
    },
  ],
  examples: ['hexcharge web', 'hexcharge web --port 8080'],
  exits: [
    [EXIT.done, 'stopped (Ctrl+C)'],
    [EXIT.refused, 'refused: a bad flag, the port in use or the address not available, the page not built'],
  ],
};

/** Every command, in the order `hexcharge --help` lists them, with its subcommands. */
export const SPECS: Readonly<Record<string, { spec: CommandSpec; subcommands?: readonly CommandSpec[] }>> = {
  run: { spec: RUN },
  crt: { spec: CRT, subcommands: [CRT_SHEET, CRT_DIFF, CRT_IMPORT, CRT_LINT] },
  validate: { spec: VALIDATE },
  odds: { spec: ODDS },
  advise: { spec: ADVISE },
  check: { spec: CHECK },
  verify: { spec: VERIFY },
  dice: { spec: DICE, subcommands: [DICE_COMMIT, DICE_REVEAL] },
  web: { spec: WEB },
};
