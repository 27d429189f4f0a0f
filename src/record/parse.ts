import { fail, ok, type Result } from '../errors.ts';
import { withoutControls } from './make.ts';
import {
  type ChargeRecord,
  type CommittedSecret,
  MAX_RECORD_CHARS,
  MAX_RECORD_EVENTS,
  RECORD_VERSION,
  type RecordDice,
  type RecordEnd,
  type RecordEvent,
} from './record.ts';

const TAG = /^\[([A-Za-z]+) "((?:[^"\\]|\\["\\])*)"\]$/;
const EVENT =
  /^(\d{1,5})\. ([A-Za-z][A-Za-z0-9_.-]{0,99}) ([A-Za-z][A-Za-z0-9_-]{0,39}) (?:(d6|d66|[2-9]d6|[1-9]\d{1,2}d6) (\d{1,4})|choice (\d{1,4}))(?: #([0-9a-f]{16}))?(?: \{([^{}]*)\})?$/;
const END = /^end (done|open)(?: #([0-9a-f]{16}))?(?: \{([^{}]*)\})?$/;
const KNOWN_TAGS = [
  'Record',
  'Scenario',
  'ScenarioHash',
  'Ruleset',
  'RulesetHash',
  'Dice',
  'AttackerCommitment',
  'DefenderCommitment',
  'AttackerSecret',
  'DefenderSecret',
] as const;
const REQUIRED = ['Record', 'Scenario', 'ScenarioHash', 'Ruleset', 'RulesetHash', 'Dice'] as const;

/** A line as a message may show it: at most 60 characters, control characters as spaces. */
function shown(line: string): string {
  const clean = withoutControls(line);
  return JSON.stringify(clean.length > 60 ? `${clean.slice(0, 57)}...` : clean);
}

function malformed(line: number, message: string): Result<never> {
  return fail('record/malformed', `line ${line}: ${message}`);
}

function readDice(tags: ReadonlyMap<string, string>): Result<RecordDice> {
  const d = tags.get('Dice')!;
  const seeded = /^seeded (0|[1-9]\d{0,9})$/.exec(d);
  if (seeded && Number(seeded[1]) <= 0xffffffff) return ok({ kind: 'seeded', seed: Number(seeded[1]) });
  if (d === 'script' || d === 'manual') return ok({ kind: d });
  if (d === 'secrets') {
    const side = (who: 'Attacker' | 'Defender'): Result<CommittedSecret> => {
      const commitment = tags.get(`${who}Commitment`);
      if (commitment === undefined || !/^[0-9a-f]{64}$/.test(commitment))
        return fail(
          'record/bad-secret',
          `the record's ${who}Commitment tag must be 64 lowercase hex digits (a SHA-256)`,
        );
      const secret = tags.get(`${who}Secret`);
      return ok(secret === undefined ? { commitment } : { commitment, secret });
    };
    const attacker = side('Attacker');
    if (!attacker.ok) return attacker;
    const defender = side('Defender');
    if (!defender.ok) return defender;
    return ok({ kind: 'secrets', attacker: attacker.value, defender: defender.value });
  }
  return fail(
    'record/malformed',
    `the Dice tag must be "seeded N" (N 0-4294967295), "script", "manual" or "secrets": got ${shown(d)}`,
  );
}

/**
 * Reads the text of a charge record (docs/records.md) into a ChargeRecord. Refuses with
 * record/too-large, record/malformed (naming the line), record/truncated (no end line, or text after
 * it), record/wrong-version, record/bad-secret. Never throws.
 */
export function parseRecord(text: unknown): Result<ChargeRecord> {
  if (typeof text !== 'string') return fail('record/malformed', 'a record is a text');
  if (text.length > MAX_RECORD_CHARS)
    return fail('record/too-large', `the record is longer than ${MAX_RECORD_CHARS} characters`);
  const lines = text.split(/\r?\n/);
  const tags = new Map<string, string>();
  const events: RecordEvent[] = [];
  let end: RecordEnd | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const at = i + 1;
    if (line === '' || line.startsWith(';')) continue;
    if (end) return fail('record/truncated', `line ${at}: text after the end line: ${shown(line)}`);
    if (line.startsWith('[')) {
      if (events.length) return malformed(at, `a tag after the events: ${shown(line)}`);
      const m = withoutControls(line) === line ? TAG.exec(line) : null;
      if (!m) return malformed(at, `cannot read the tag ${shown(line)}: write [Name "value"]`);
      const name = m[1]!;
      if (!(KNOWN_TAGS as readonly string[]).includes(name))
        return malformed(at, `unknown tag ${name} (known: ${KNOWN_TAGS.join(', ')})`);
      if (tags.has(name)) return malformed(at, `the tag ${name} is given twice`);
      tags.set(name, m[2]!.replace(/\\(["\\])/g, '$1'));
      continue;
    }
    if (line.startsWith('end')) {
      const m = END.exec(line);
      if (!m) return malformed(at, `cannot read the end line ${shown(line)}: write end done #digest { ... }`);
      end = {
        done: m[1] === 'done',
        ...(m[2] ? { digest: m[2] } : {}),
        ...(m[3]?.trim() ? { comment: m[3].trim() } : {}),
      };
      continue;
    }
    const m = EVENT.exec(line);
    if (!m) return malformed(at, `cannot read the event ${shown(line)}: write N. step side dice value`);
    const n = Number(m[1]);
    if (n !== events.length + 1)
      return malformed(at, `event ${n} where event ${events.length + 1} was expected`);
    if (events.length >= MAX_RECORD_EVENTS)
      return fail('record/too-large', `the record holds more than ${MAX_RECORD_EVENTS} events`);
    events.push({
      n,
      step: m[2]!,
      side: m[3]!,
      answer:
        m[4] !== undefined
          ? { kind: 'roll', dice: m[4], value: Number(m[5]) }
          : { kind: 'choice', option: Number(m[6]) },
      ...(m[7] ? { digest: m[7] } : {}),
      ...(m[8]?.trim() ? { comment: m[8].trim() } : {}),
    });
  }
  for (const t of REQUIRED)
    if (!tags.has(t))
      return fail('record/malformed', `the record has no ${t} tag (it begins with ${REQUIRED.join(', ')})`);
  if (tags.get('Record') !== RECORD_VERSION)
    return fail(
      'record/wrong-version',
      `record version ${shown(tags.get('Record')!)} is not one this engine reads (${RECORD_VERSION})`,
    );
  if (!end)
    return fail(
      'record/truncated',
      `the record has no end line: it stops ${events.length ? `after event ${events.length}` : 'before any event'}`,
    );
  const dice = readDice(tags);
  if (!dice.ok) return dice;
  return ok({
    version: RECORD_VERSION,
    scenario: { id: tags.get('Scenario')!, hash: tags.get('ScenarioHash')! },
    ruleset: { id: tags.get('Ruleset')!, hash: tags.get('RulesetHash')! },
    dice: dice.value,
    events,
    end,
  });
}
