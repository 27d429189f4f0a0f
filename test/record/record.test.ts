// Charge records (docs/records.md, issue 25): run --record's record of every shipped scenario reads
// back to itself and verifies; one die changed is refused naming the event and what differed; a
// truncated or garbled record gets a record/... code; committed secrets give the same dice on both
// sides, and a record whose dice do not follow from its secrets is refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  commitSecret,
  diceFromSecrets,
  makeRecord,
  parseRecord,
  playWithSecrets,
  recordCharge,
  recordToSave,
  saveToRecord,
  verifyRecord,
  verifyReveal,
} from '../../machines/entries/record.ts';
import { createCharge, type LoadedScenario, loadScenarioFromJson, saveCharge } from '../../machines/index.ts';

const ROOT = join(import.meta.dirname, '../..');
const SCENARIOS = readdirSync(join(ROOT, 'data/scenarios')).filter((f) => f.endsWith('.json'));
const A = '5f0c2a9e8d7b6a5f4e3d2c1b0a998877';
const D = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

function load(name: string): LoadedScenario {
  const file = join(ROOT, 'data/scenarios', name);
  const l = loadScenarioFromJson(readFileSync(file, 'utf8'), { file });
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}

function recorded(loaded: LoadedScenario, seed = 7): string {
  const s = createCharge({ ...loaded, dice: { seed } });
  if (!s.ok) throw new Error(s.error.message);
  expect(s.value.runToEnd().ok).toBe(true);
  const r = recordCharge(s.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const REF = load('01-reference-charge.json');

describe('a charge record of every shipped scenario (seeded dice)', () => {
  it.each(SCENARIOS)('%s: make(parse(text)) is the text, and it verifies', (name) => {
    const loaded = load(name);
    const text = recorded(loaded);
    const parsed = parseRecord(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(makeRecord(parsed.value)).toBe(text);
    expect(parsed.value.scenario.id).toBe(loaded.scenario.id);
    expect(parsed.value.dice).toEqual({ kind: 'seeded', seed: 7 });
    expect(parsed.value.end.done).toBe(true);
    const v = verifyRecord(text, loaded);
    expect(v.ok && v.value.holds).toBe(true);
  });
});

describe('verifyRecord', () => {
  const text = recorded(REF);

  it('the reference charge, seed 7: the tags, six events and the end line', () => {
    const lines = text.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '[Record "1"]',
      '[Scenario "01-reference-charge"]',
      `[ScenarioHash "${saveScenarioHash()}"]`,
      '[Ruleset "la-bataille"]',
      expect.stringMatching(/^\[RulesetHash "[0-9a-f]{16}"\]$/),
      '[Dice "seeded 7"]',
    ]);
    expect(lines.filter((l) => /^\d+\. /.test(l)).map((l) => l.split(' ').slice(0, 5).join(' '))).toEqual([
      '1. standCheck british d66 53',
      '2. columnShiftDie british d6 3',
      '3. defensiveFire british d66 34',
      '4. meleeRoll french choice 1',
      '5. meleeRoll french d66 32',
      '6. meleeRoll french choice 1',
    ]);
    expect(lines.at(-2)).toMatch(
      /^end done #[0-9a-f]{16} \{ melee at 2:1, attackers routed, defenders good \}$/,
    );
  });

  it('one seeded die changed: refused, naming the event, its step and both values', () => {
    const v = verifyRecord(
      text.replace('3. defensiveFire british d66 34', '3. defensiveFire british d66 35'),
      REF,
    );
    expect(v.ok && !v.value.holds && v.value).toMatchObject({
      event: 3,
      step: 'defensiveFire',
      recorded: '35',
      replayed: '34',
      message: 'event 3, Step 3: defensive fire (step 3): the record says 35, the dice give 34',
    });
  });

  it('one scripted die changed: refused at that event, showing what it did and what the dice do', () => {
    const s = createCharge({ ...REF, dice: { script: [54, 3, 45, 56] } });
    if (!s.ok) throw new Error();
    s.value.runToEnd();
    const r = recordCharge(s.value);
    if (!r.ok) throw new Error();
    expect(r.value).toContain('[Dice "script"]');
    expect(
      verifyRecord(r.value, REF).ok &&
        (verifyRecord(r.value, REF) as { value: { holds: boolean } }).value.holds,
    ).toBe(true);
    const v = verifyRecord(r.value.replace(' d66 45 ', ' d66 46 '), REF);
    expect(v.ok && !v.value.holds && v.value.event).toBe(3);
    expect(v.ok && !v.value.holds && v.value.message).toMatch(
      /^event 3, Step 3: defensive fire \(step 3\): the record says ".*roll 52, 2 casualties.*", the replay gives ".*roll 53, 2 casualties.*"$/,
    );
  });

  it('an event for another step, an event too many, an end that is not the end: each named', () => {
    const swapped = text.replace('2. columnShiftDie british d6 3', '2. meleeRoll french d6 3');
    const a = verifyRecord(swapped, REF);
    expect(a.ok && !a.value.holds && a.value.message).toBe(
      'event 2, Step 2: column-shift die (19.6): the record says meleeRoll french d6, the charge asks for columnShiftDie british d6',
    );
    const extra = text.replace(/^end /m, '7. meleeRoll french d6 3\nend ');
    const b = verifyRecord(extra, REF);
    expect(b.ok && !b.value.holds && b.value.message).toBe(
      'event 7: the record says meleeRoll french, the charge had ended',
    );
    const ending = text.replace(/^end done #[0-9a-f]{16}/m, 'end done #0000000000000000');
    const c = verifyRecord(ending, REF);
    expect(c.ok && !c.value.holds && c.value.event).toBe(7);
  });

  it('another scenario or ruleset is refused with record/scenario-mismatch, record/ruleset-mismatch', () => {
    const other = load('02-stand-failed-disorder.json');
    const v = verifyRecord(text, other);
    expect(!v.ok && v.error.code).toBe('record/scenario-mismatch');
    const r = verifyRecord(text, {
      scenario: REF.scenario,
      ruleset: load('31-flight-6e-pursuit-new-charge.json').ruleset,
    });
    expect(!r.ok && r.error.code).toBe('record/ruleset-mismatch');
  });
});

function saveScenarioHash(): string {
  const s = createCharge(REF);
  if (!s.ok) throw new Error();
  return saveCharge(s.value).scenarioHash;
}

describe('parseRecord refuses what it cannot read, with record/... codes naming the line', () => {
  const text = recorded(REF);
  it.each([
    [
      'cut before the end line',
      text.slice(0, text.indexOf('\nend ')),
      'record/truncated',
      /stops after event 6/,
    ],
    ['cut in the tags', text.split('\n').slice(0, 3).join('\n'), 'record/malformed', /no Ruleset tag/],
    ['text after the end', `${text}5. x y d6 1\n`, 'record/truncated', /^line 15: text after the end line/],
    [
      'a garbled event',
      text.replace('2. columnShiftDie british d6 3', '2. columnShiftDie'),
      'record/malformed',
      /^line 9: cannot read the event/,
    ],
    [
      'events out of order',
      text.replace('2. columnShiftDie', '3. columnShiftDie'),
      'record/malformed',
      /^line 9: event 3 where event 2/,
    ],
    ['a tag twice', `[Dice "manual"]\n${text}`, 'record/malformed', /^line 7: the tag Dice is given twice/],
    ['an unknown version', text.replace('[Record "1"]', '[Record "2"]'), 'record/wrong-version', /"2"/],
    ['a bad Dice tag', text.replace('seeded 7', 'loaded'), 'record/malformed', /the Dice tag/],
    [
      'a control character in a tag',
      text.replace('01-reference', '01\u0007ref'),
      'record/malformed',
      /^line 2:/,
    ],
    ['too long', 'x'.repeat(1024 * 1024 + 1), 'record/too-large', /longer than/],
  ])('%s', (_, bad, code, message) => {
    const r = parseRecord(bad);
    expect(!r.ok && r.error.code).toBe(code);
    expect(!r.ok && r.error.message).toMatch(message);
    expect(!r.ok && r.error.message).not.toMatch(/\n/);
  });
  it('is total: not a text', () => {
    for (const v of [undefined, null, 42, {}, []]) expect(parseRecord(v).ok).toBe(false);
  });
});

describe('dice no one can bend (commit-reveal)', () => {
  it('a commitment is the SHA-256 of the secret; a reveal is checked against it', () => {
    const c = commitSecret(A);
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyReveal(c, A)).toBe(true);
    expect(verifyReveal(c, D)).toBe(false);
    expect(verifyReveal('nope', A)).toBe(false);
  });

  it('both players derive the same dice from both secrets; either secret changed changes them', () => {
    const mine = diceFromSecrets(A, D, 40);
    const theirs = diceFromSecrets(`${A}`, `${D}`, 40);
    expect(mine).toEqual(theirs);
    expect(mine.slice(0, 10)).toEqual([6, 6, 6, 5, 2, 2, 1, 5, 6, 6]);
    expect(mine.every((f) => f >= 1 && f <= 6)).toBe(true);
    expect(diceFromSecrets(A, `${D.slice(0, -1)}0`, 40)).not.toEqual(mine);
    expect(diceFromSecrets(D, A, 40)).not.toEqual(mine);
  });

  it('every face is about as likely (rejection sampling: no bias toward 1-4)', () => {
    const faces = diceFromSecrets(A, D, 60_000);
    const counts = [1, 2, 3, 4, 5, 6].map((f) => faces.filter((x) => x === f).length);
    // 10,000 expected each; 5 standard errors (about 456) either side
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(460);
  });

  function secretsRecord(): string {
    const s = createCharge({ ...REF, dice: 'manual' });
    if (!s.ok) throw new Error();
    expect(playWithSecrets(s.value, { attacker: A, defender: D }).ok).toBe(true);
    const r = recordCharge(s.value, { attacker: A, defender: D });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }

  it('a charge played on both secrets: the record carries commitments and secrets and verifies', () => {
    const text = secretsRecord();
    expect(text).toContain(`[AttackerCommitment "${commitSecret(A)}"]`);
    expect(text).toContain(`[DefenderSecret "${D}"]`);
    expect(text).toContain('1. standCheck british d66 66 ');
    const v = verifyRecord(text, REF);
    expect(v.ok && v.value.holds).toBe(true);
  });

  it('a record whose dice do not follow from its secrets is refused naming the event', () => {
    const v = verifyRecord(
      secretsRecord().replace('1. standCheck british d66 66 ', '1. standCheck british d66 65 '),
      REF,
    );
    expect(v.ok && !v.value.holds && v.value.message).toBe(
      'event 1, Step 2: stand check (19.6): the record says 65, the dice give 66',
    );
  });

  it('a wrong reveal (a secret that is not the committed one) is refused', () => {
    const text = secretsRecord().replace(
      `[AttackerSecret "${A}"]`,
      `[AttackerSecret "${A.replace('5f', '5e')}"]`,
    );
    const v = verifyRecord(text, REF);
    expect(v.ok && !v.value.holds && v.value.message).toMatch(
      /^event 0: the record says the attacker committed to [0-9a-f]{16}\.\.\., the revealed secret hashes to [0-9a-f]{16}\.\.\.$/,
    );
  });

  it('a record before the reveal cannot be checked yet (record/bad-secret); a bad secret is refused', () => {
    const text = secretsRecord().replace(/^\[(Attacker|Defender)Secret .*\n/gm, '');
    const v = verifyRecord(text, REF);
    expect(!v.ok && v.error.code).toBe('record/bad-secret');
    const s = createCharge({ ...REF, dice: 'manual' });
    if (!s.ok) throw new Error();
    const p = playWithSecrets(s.value, { attacker: 'short', defender: D });
    expect(!p.ok && p.error.code).toBe('record/bad-secret');
  });
});

describe('records and saves convert both ways', () => {
  it('recordToSave gives a save that resumes at the end; saveToRecord gives the record back', () => {
    const text = recorded(REF);
    const save = recordToSave(text, REF);
    expect(save.ok).toBe(true);
    if (!save.ok) return;
    expect(save.value.done).toBe(true);
    const again = saveToRecord(save.value, { ruleset: REF.ruleset });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    // the save's dice are manual (every roll an event): the same events and ending
    expect(again.value.replace('[Dice "manual"]', '[Dice "seeded 7"]')).toBe(text);
    const s = createCharge({ ...REF, dice: { seed: 7 } });
    if (!s.ok) throw new Error();
    s.value.runToEnd();
    const fromSave = saveToRecord(saveCharge(s.value));
    expect(fromSave.ok && fromSave.value).toBe(text);
  });
  it('a record that does not hold gives no save', () => {
    const r = recordToSave(recorded(REF).replace(' d66 34 ', ' d66 35 '), REF);
    expect(!r.ok && r.error.code).toBe('record/malformed');
  });
});
