/**
 * Charge records of sessions (docs/records.md): recordCharge writes the record of a played charge,
 * verifyRecord replays one through the machine and names the first event where it goes another way,
 * recordToSave and saveToRecord turn records and saves into each other, playWithSecrets plays a
 * charge with dice committed by both players (src/dice/secrets.ts).
 */
import { type DiceSource, rollFrom, seededSource } from '../src/dice/index.ts';
import { type DiceKind, diceCount } from '../src/dice/kind.ts';
import { parseRoll } from '../src/dice/parse.ts';
import { checkSecret, commitSecret, secretFaces, verifyReveal } from '../src/dice/secrets.ts';
import { fail, type HexchargeError, ok, type Result } from '../src/errors.ts';
import type { Ruleset } from '../src/model/ruleset.ts';
import type { Scenario } from '../src/model/scenario.ts';
import { endingText, narrate } from '../src/narration/narrate.ts';
import type { LogEntry } from '../src/procedure/log.ts';
import type { Pending } from '../src/procedure/request.ts';
import type { ChargeState } from '../src/procedure/state.ts';
import {
  type ChargeRecord,
  makeRecord,
  parseRecord,
  type RecordDice,
  type RecordEvent,
} from '../src/record/index.ts';
import { procedureSteps } from './diagram.ts';
import { hashOf } from './hash.ts';
import { createCharge, loadScenarioFromJson } from './index.ts';
import {
  type ResumeOptions,
  readSave,
  replay,
  type SaveDocument,
  saveCharge,
  scenarioToJson,
} from './save.ts';
import { ChargeSession } from './session.ts';

/** Both players' revealed secrets (attacker's and defender's), from which committed dice are derived. */
export interface RevealedSecrets {
  readonly attacker: string;
  readonly defender: string;
}

/** What a record is checked against: the scenario and ruleset it names (by id and hash). */
export interface RecordSources {
  readonly scenario: Scenario;
  readonly ruleset: Ruleset;
}

/** The answer of verifyRecord: the record holds (the replayed session), or the first event that differs. */
export type RecordVerdict =
  | { readonly holds: true; readonly session: ChargeSession }
  | {
      readonly holds: false;
      /** The event that differs (from 1), or the number after the last event for the end line. */
      readonly event: number;
      /** The step the replay stood at ("meleeRoll"), or "" when the charge had ended. */
      readonly step: string;
      /** What the record says there, and what the replay gives instead. */
      readonly recorded: string;
      readonly replayed: string;
      /** One line: "event 4, Step 5: melee roll (5): the record says 43, the dice give 44". */
      readonly message: string;
    };

/** The digest of what some log entries did (16 hex digits). */
function digestOf(entries: readonly LogEntry[]): string {
  return hashOf(entries);
}

/** What some log entries say, in English, for a reader of the record. */
function wordsOf(entries: readonly LogEntry[]): string {
  return entries.map((e) => narrate(e, 'en')).join('; ');
}

/** A step as a reader knows it: its title and rule. */
function stepTitle(path: string): string {
  const s = procedureSteps().find((x) => x.path === path);
  return s ? `${s.title}${s.rule ? ` (${s.rule})` : ''}` : path;
}

/** A text cut to `n` characters for a one-line message. */
function cut(text: string, n = 160): string {
  return text.length > n ? `${text.slice(0, n - 3)}...` : text;
}

/** Two texts cut to where they begin to differ (a few words before it), so a message shows the difference. */
function whereTheyDiffer(a: string, b: string): [string, string] {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = i <= 30 ? 0 : Math.max(0, a.lastIndexOf(' ', i - 20));
  const show = (t: string) => `${from > 0 ? '...' : ''}${cut(t.slice(from).trimStart(), 80)}`;
  return [show(a), show(b)];
}

/** The digest of a charge's ending (the end line). */
function endDigest(state: ChargeState): string {
  return hashOf({ ending: state.ending ?? null, board: state.board, removed: state.removed });
}

/** The dice tag of a session's own dice source (as it started). */
function recordDiceOf(source: DiceSource, secrets: RevealedSecrets | undefined): RecordDice {
  if (secrets)
    return {
      kind: 'secrets',
      attacker: { commitment: commitSecret(secrets.attacker), secret: secrets.attacker },
      defender: { commitment: commitSecret(secrets.defender), secret: secrets.defender },
    };
  if (source.kind === 'seeded') return { kind: 'seeded', seed: source.seed };
  return { kind: source.kind === 'script' ? 'script' : 'manual' };
}

/** A fresh session of a scenario (file form) under a ruleset, with manual dice. */
function freshSession(scenario: Scenario, ruleset: Ruleset): Result<ChargeSession> {
  return createCharge({ scenario, ruleset, dice: 'manual' });
}

/** The value of the roll an event made, read before it is sent. */
function rollValueOf(
  state: ChargeState,
  pending: Pending & { kind: 'roll' },
  event: unknown,
): Result<number> {
  const e = event as { type: string; value?: unknown };
  if (e.type === 'AUTO_ROLL') {
    const r = rollFrom(state.dice, pending);
    return r.ok ? ok(r.value.roll.value) : r;
  }
  const r = parseRoll(pending.dice as DiceKind, e.value);
  return r.ok ? ok(r.value.value) : r;
}

/**
 * The record of a charge session (its text, docs/records.md): its scenario and ruleset by id and hash,
 * its dice source, every roll and choice in order with the step it answered and a digest of what it
 * did, and its ending. `secrets` are the two revealed secrets of a charge played with committed dice
 * (playWithSecrets): the record then carries both commitments and secrets. Refuses api/bad-argument for
 * something that is not a session. Never throws.
 */
export function recordCharge(session: ChargeSession, secrets?: RevealedSecrets): Result<string> {
  if (!ChargeSession.isSession(session))
    return fail('api/bad-argument', 'recordCharge takes a charge session (createCharge, resumeCharge)');
  try {
    const save = saveCharge(session);
    const ruleset = session.state.ruleset;
    const loaded = loadScenarioFromJson(save.scenario, { ruleset });
    if (!loaded.ok) return loaded;
    const again = createCharge({ scenario: loaded.value.scenario, ruleset, dice: save.dice });
    if (!again.ok) return again;
    const s = again.value;
    const events: RecordEvent[] = [];
    for (const event of session.events) {
      const p = s.pending;
      if (!p) return fail('api/internal', 'the replay of the session ended before its events (a bug)');
      const before = s.state.log.length;
      const step = s.step;
      let answer: RecordEvent['answer'];
      if (p.kind === 'roll') {
        const v = rollValueOf(s.state, p, event);
        if (!v.ok) return v;
        answer = { kind: 'roll', dice: p.dice, value: v.value };
      } else {
        const e = event as { type: string; option?: number };
        answer = { kind: 'choice', option: (e.type === 'CHOOSE' ? e.option! : p.defaultOption) + 1 };
      }
      const r = s.send(event);
      if (!r.ok) return r;
      const added = s.state.log.slice(before);
      events.push({
        n: events.length + 1,
        step,
        side: p.side,
        answer,
        digest: digestOf(added),
        comment: cut(wordsOf(added), 400),
      });
    }
    const record: ChargeRecord = {
      version: '1',
      scenario: { id: loaded.value.scenario.id, hash: save.scenarioHash },
      ruleset: { id: ruleset.id, hash: hashOf(ruleset) },
      dice: recordDiceOf(save.dice, secrets),
      events,
      end: s.done
        ? {
            done: true,
            digest: endDigest(s.state),
            ...(s.state.ending ? { comment: endingText(s.state.ending, 'en') } : {}),
          }
        : { done: false },
    };
    return ok(makeRecord(record));
  } catch (e) {
    return fail('api/internal', `recordCharge failed (a bug): ${(e as Error)?.message ?? String(e)}`);
  }
}

/**
 * Plays a charge on to its end with dice derived from both players' revealed secrets (secretFaces):
 * each roll takes the next faces of the stream (a d66 two, tens then units), choices take their
 * defaults. The session must have manual dice (createCharge with dice "manual") and stand at its
 * start. Refuses record/bad-secret for a secret that is not one, and what the session refuses.
 */
export function playWithSecrets(session: ChargeSession, secrets: RevealedSecrets): Result<ChargeState> {
  if (!ChargeSession.isSession(session))
    return fail('api/bad-argument', 'playWithSecrets takes a charge session (createCharge)');
  const a = checkSecret(secrets?.attacker, "the attacker's secret");
  if (!a.ok) return a;
  const d = checkSecret(secrets?.defender, "the defender's secret");
  if (!d.ok) return d;
  const faces = secretFaces(a.value, d.value);
  for (let i = 0; i < 10_000 && !session.done; i++) {
    const p = session.pending;
    const r =
      p?.kind === 'roll'
        ? session.roll(Array.from({ length: diceCount(p.dice) }, () => faces.next().value))
        : session.chooseDefault();
    if (!r.ok) return r;
  }
  return session.done ? ok(session.state) : fail('charge/too-many-steps', 'the charge did not end');
}

function differs(
  event: number,
  step: string,
  recorded: string,
  replayed: string,
  what: string,
): RecordVerdict {
  const where = step ? `, ${stepTitle(step)}` : '';
  return {
    holds: false,
    event,
    step,
    recorded,
    replayed,
    message: `event ${event}${where}: the record says ${recorded}, ${what} ${replayed}`,
  };
}

function refusal(e: HexchargeError): Result<never> {
  return { ok: false, error: e };
}

/** The roll the record's own dice give for a request, when they are generated (seeded or secrets). */
interface DiceStream {
  next(p: Pending & { kind: 'roll' }): { value: number; send: unknown } | HexchargeError;
}

function streamOf(record: ChargeRecord): Result<DiceStream | undefined> | { verdict: RecordVerdict } {
  const d = record.dice;
  if (d.kind === 'seeded') {
    const s = seededSource(d.seed);
    if (!s.ok) return s;
    let source: DiceSource = s.value;
    return ok({
      next(p) {
        const r = rollFrom(source, p);
        if (!r.ok) return r.error;
        source = r.value.source;
        return { value: r.value.roll.value, send: r.value.roll.faces ?? r.value.roll.value };
      },
    });
  }
  if (d.kind === 'secrets') {
    for (const [who, c] of [
      ['attacker', d.attacker],
      ['defender', d.defender],
    ] as const) {
      if (c.secret === undefined)
        return fail(
          'record/bad-secret',
          `the record has no ${who} secret yet: it cannot be checked before the reveal`,
        );
      const checked = checkSecret(c.secret, `the ${who}'s secret`);
      if (!checked.ok) return checked;
      if (!verifyReveal(c.commitment, c.secret))
        return {
          verdict: differs(
            0,
            '',
            `the ${who} committed to ${c.commitment.slice(0, 16)}...`,
            `${commitSecret(c.secret).slice(0, 16)}...`,
            `the revealed secret hashes to`,
          ),
        };
    }
    const faces = secretFaces(d.attacker.secret!, d.defender.secret!);
    return ok({
      next(p) {
        const f = Array.from({ length: diceCount(p.dice) }, () => faces.next().value);
        const value = p.dice === 'd66' ? f[0]! * 10 + f[1]! : f.reduce((x, y) => x + y, 0);
        return { value, send: f };
      },
    });
  }
  return ok(undefined);
}

/**
 * Replays a charge record (its text) through the machine, from the scenario and ruleset it names, and
 * says whether it holds: every event answers the step and side the charge asks for, every die is the
 * one its dice give (seeded, or derived from the revealed secrets, each checked against its
 * commitment), every event does what its digest says, and the charge ends as the end line says. When it
 * does not, the first event that differs and how. Refuses (the record cannot be read or checked) with
 * record/... codes, record/scenario-mismatch and record/ruleset-mismatch. Never throws.
 */
export function verifyRecord(text: unknown, sources: RecordSources): Result<RecordVerdict> {
  try {
    const parsed = parseRecord(text);
    if (!parsed.ok) return parsed;
    const record = parsed.value;
    const ruleset = sources?.ruleset;
    const scenario = sources?.scenario;
    if (!ruleset || !scenario)
      return fail('api/bad-argument', 'verifyRecord takes the record and { scenario, ruleset }');
    const rulesetHash = hashOf(ruleset);
    if (ruleset.id !== record.ruleset.id || rulesetHash !== record.ruleset.hash)
      return fail(
        'record/ruleset-mismatch',
        `the record was played under ruleset ${record.ruleset.id} with hash ${record.ruleset.hash}, the ruleset given is ${ruleset.id} with hash ${rulesetHash}`,
      );
    const scenarioHash = hashOf(scenarioToJson(scenario));
    if (scenario.id !== record.scenario.id || scenarioHash !== record.scenario.hash)
      return fail(
        'record/scenario-mismatch',
        `the record was played on scenario ${record.scenario.id} with hash ${record.scenario.hash}, the scenario given is ${scenario.id} with hash ${scenarioHash}`,
      );
    const stream = streamOf(record);
    if ('verdict' in stream) return ok(stream.verdict);
    if (!stream.ok) return stream;
    const started = freshSession(scenario, ruleset);
    if (!started.ok) return started;
    const s = started.value;
    for (const e of record.events) {
      const p = s.pending;
      if (!p || s.done) return ok(differs(e.n, '', `${e.step} ${e.side}`, 'had ended', 'the charge'));
      const step = s.step;
      const asked = `${step} ${p.side} ${p.kind === 'roll' ? p.dice : 'choice'}`;
      const says = `${e.step} ${e.side} ${e.answer.kind === 'roll' ? e.answer.dice : 'choice'}`;
      if (asked !== says) return ok(differs(e.n, step, says, asked, 'the charge asks for'));
      const before = s.state.log.length;
      let r: Result<ChargeState>;
      if (p.kind === 'roll' && e.answer.kind === 'roll') {
        let send: unknown = e.answer.value;
        if (stream.value) {
          const next = stream.value.next(p);
          if ('code' in next) return refusal(next);
          if (next.value !== e.answer.value)
            return ok(differs(e.n, step, String(e.answer.value), String(next.value), 'the dice give'));
          send = next.send;
        }
        r = s.roll(send as number);
      } else {
        r = e.answer.kind === 'choice' ? s.choose(e.answer.option - 1) : s.chooseDefault();
      }
      const value = e.answer.kind === 'choice' ? `choice ${e.answer.option}` : String(e.answer.value);
      if (!r.ok)
        return ok(differs(e.n, step, value, `${r.error.code}: ${r.error.message}`, 'the charge refuses it:'));
      const added = s.state.log.slice(before);
      if (e.digest !== undefined && e.digest !== digestOf(added)) {
        const [said, given] = whereTheyDiffer(e.comment ?? `#${e.digest}`, wordsOf(added));
        return ok(differs(e.n, step, JSON.stringify(said), JSON.stringify(given), 'the replay gives'));
      }
    }
    const n = record.events.length + 1;
    if (record.end.done !== s.done)
      return ok(
        differs(
          n,
          s.done ? '' : s.step,
          record.end.done ? 'the charge is over' : 'the charge goes on',
          s.done ? 'it is over' : `it asks for ${s.pending?.kind === 'roll' ? s.pending.dice : 'a choice'}`,
          'but',
        ),
      );
    if (record.end.digest !== undefined && record.end.digest !== endDigest(s.state))
      return ok(
        differs(
          n,
          '',
          JSON.stringify(cut(record.end.comment ?? `#${record.end.digest}`)),
          JSON.stringify(cut(s.state.ending ? endingText(s.state.ending, 'en') : '')),
          'the replay ends',
        ),
      );
    return ok({ holds: true, session: s });
  } catch (e) {
    return fail('api/internal', `verifyRecord failed (a bug): ${(e as Error)?.message ?? String(e)}`);
  }
}

/**
 * The save of the charge a record holds (verifyRecord, then saveCharge of the replay; its dice are
 * manual, every roll an event). Refuses as verifyRecord does, and with record/malformed naming the
 * event when the record does not hold.
 */
export function recordToSave(text: unknown, sources: RecordSources): Result<SaveDocument> {
  const v = verifyRecord(text, sources);
  if (!v.ok) return v;
  if (!v.value.holds) return fail('record/malformed', `the record does not hold: ${v.value.message}`);
  return ok(saveCharge(v.value.session));
}

/** The record of a saved charge (replay of the save, then recordCharge). Refuses as replay does. */
export function saveToRecord(save: unknown, options: ResumeOptions = {}): Result<string> {
  const read = readSave(save);
  if (!read.ok) return read;
  const session = replay(read.value, options);
  return session.ok ? recordCharge(session.value) : session;
}
