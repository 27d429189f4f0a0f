import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChargeSession,
  canonicalJson,
  ENGINE_VERSION,
  hashOf,
  loadBundledRuleset,
  readSave,
  replay,
  resumeCharge,
  type SaveDocument,
  saveCharge,
} from '../../machines/index.ts';
import { ChargeSession as Session } from '../../machines/session.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { endingText } from '../../src/narration/narrate.ts';
import { spawnTracked } from '../cli/processes.ts';
import { loaded, plain, ROOT, session, step } from '../support/reliability.ts';

const REFERENCE = 'data/scenarios/01-reference-charge.json';

/** Plays `n` events (or to the end). */
function play(s: ChargeSession, n = Number.POSITIVE_INFINITY, choiceSeed = 3): ChargeSession {
  for (let i = 0; i < n && !s.done; i++) step(s, choiceSeed);
  return s;
}

function code(r: { ok: boolean; error?: { code: string } }): string | undefined {
  return r.ok ? undefined : r.error?.code;
}

/** A document changed and re-checksummed, as a careless or malicious editor would not manage (tests only). */
function resign(doc: SaveDocument, change: (d: Record<string, unknown>) => void): SaveDocument {
  const body = structuredClone(doc) as unknown as Record<string, unknown>;
  delete body.checksum;
  change(body);
  return { ...(body as unknown as SaveDocument), checksum: hashOf(body) };
}

describe('save documents', () => {
  it('a save is versioned JSON naming the engine, scenario, ruleset, dice, events and snapshot', () => {
    const s = play(session(REFERENCE, 7), 2);
    const doc = saveCharge(s);
    expect(doc.format).toBe('hexcharge-save');
    expect(doc.version).toBe(1);
    expect(doc.engine).toBe(ENGINE_VERSION);
    expect(doc.scenario.id).toBe('01-reference-charge');
    expect(doc.ruleset.id).toBe('la-bataille');
    expect(doc.dice).toEqual({ kind: 'seeded', seed: 7, state: 7 });
    expect(doc.events).toEqual(s.events);
    expect(doc.step).toBe(s.step);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(readSave(JSON.stringify(doc)).ok).toBe(true);
  });

  it('resumes at every step of a charge to the same end as the charge played through', () => {
    const whole = play(session(REFERENCE, 7));
    for (let at = 0; at <= whole.events.length; at++) {
      const s = play(session(REFERENCE, 7), at);
      const r = resumeCharge(JSON.stringify(saveCharge(s)));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.step).toBe(s.step);
      expect(r.value.pending).toEqual(s.pending);
      expect(r.value.state.log).toEqual(s.state.log);
      play(r.value);
      expect(r.value.state.log).toEqual(whole.state.log);
      expect(canonicalJson(plain(r.value.state))).toBe(canonicalJson(plain(whole.state)));
      expect(r.value.events).toEqual(whole.events);
    }
  });

  it('a resumed charge reports only new log entries to its listeners, and saves again', () => {
    const s = play(session(REFERENCE, 7), 2);
    const r = resumeCharge(saveCharge(s));
    if (!r.ok) throw new Error(r.error.message);
    const heard: number[] = [];
    r.value.onLog((e) => heard.push(e.n));
    play(r.value);
    expect(heard[0]).toBe(s.state.log.length + 1);
    expect(heard.at(-1)).toBe(r.value.state.log.length);
    const again = saveCharge(r.value);
    expect(again.events.length).toBe(r.value.events.length);
    expect(again.scenario).toEqual(saveCharge(s).scenario);
  });

  it('resumes in a NEW process to the identical result', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexcharge-save-'));
    for (const [scenario, seed, at] of [
      [REFERENCE, 7, 3],
      ['data/scenarios/01-reference-charge.json', 99, 1],
    ] as const) {
      const s = play(session(scenario, seed), at);
      const file = join(dir, `save-${seed}.json`);
      writeFileSync(file, JSON.stringify(saveCharge(s), null, 2));
      // One Node process with tsx's loader (the tsx command would start a second Node process).
      // Asynchronous and tracked (test/cli/processes.ts): killed when the test ends if it still runs.
      const child = spawnTracked(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'test/reliability/resume-child.ts'), file, '3'],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout?.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr?.setEncoding('utf8').on('data', (d: string) => (err += d));
      const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
      expect(code, err).toBe(0);
      const resumed = JSON.parse(out) as { state: unknown; events: unknown };
      const here = play(s);
      expect(canonicalJson(resumed.state)).toBe(canonicalJson(plain(here.state)));
      expect(resumed.events).toEqual(JSON.parse(JSON.stringify(here.events)));
    }
  }, 240_000); // two new processes: seconds on an idle machine, more than a minute at load 20

  it('replay re-runs the events from the start and reproduces the identical log and final state', () => {
    for (const at of [0, 2, Number.POSITIVE_INFINITY]) {
      const s = play(session(REFERENCE, 7), at);
      const r = replay(JSON.stringify(saveCharge(s)));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.state.log).toEqual(s.state.log);
      expect(canonicalJson(plain(r.value.state))).toBe(canonicalJson(plain(s.state)));
      expect(r.value.step).toBe(s.step);
    }
  });

  it('replays a charge whose dice were typed by hand (ROLL events) and choices made (CHOOSE events)', () => {
    const s = new Session({ ...loaded(REFERENCE), dice: { kind: 'manual' } });
    const rolls: readonly RollInput[] = ['4 3', 5, '6,6', 12, 33, 25, 61];
    let i = 0;
    while (!s.done && i < 30) {
      const p = s.pending!;
      const r = p.kind === 'choice' ? s.choose(p.options.length - 1) : s.roll(rolls[i++ % rolls.length]!);
      expect(r.ok).toBe(true);
    }
    // A session made without createCharge: the save rebuilds the scenario from the state.
    const doc = saveCharge(s);
    expect(doc.dice).toEqual({ kind: 'manual' });
    const r = replay(JSON.stringify(doc));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.log).toEqual(s.state.log);
  });
});

describe('save documents refused', () => {
  const doc = saveCharge(play(session(REFERENCE, 7), 3));
  const text = JSON.stringify(doc);

  it('from another save format version: save/wrong-version', () => {
    expect(code(resumeCharge({ ...doc, version: 2 }))).toBe('save/wrong-version');
  });

  it('a save of another hexcharge version resumes by replaying its events, and is refused only when they go another way', () => {
    const old = resign(doc, (d) => {
      d.engine = '0.0.1';
    });
    const r = resumeCharge(old);
    expect(code(r)).toBeUndefined();
    const same = resumeCharge(doc);
    if (r.ok && same.ok) {
      expect(r.value.step).toBe(same.value.step);
      expect(r.value.runToEnd().ok).toBe(true);
      expect(same.value.runToEnd().ok).toBe(true);
      expect(r.value.state.ending).toEqual(same.value.state.ending);
    } else expect.unreachable('both resume');
    expect(code(replay(old))).toBeUndefined();
    // an engine that resolved the events another way: the replay names what differs
    const other = resign(doc, (d) => {
      d.engine = '0.0.1';
      const snapshot = d.snapshot as { context: { board: { units: { increments: number }[] } } };
      snapshot.context.board.units[0]!.increments += 1;
    });
    const refused = replay(other);
    expect(code(refused)).toBe('save/snapshot-mismatch');
    if (!refused.ok) expect(refused.error.message).toContain('snapshot.context.board');
    expect(code(resumeCharge(resign(doc, (d) => (d.engine = 7 as never))))).toBe('save/malformed');
  });

  it('truncated at any length: save/truncated', () => {
    for (const n of [0, 1, 10, Math.floor(text.length / 2), text.length - 1]) {
      expect(code(resumeCharge(text.slice(0, n))), `cut at ${n}`).toBe('save/truncated');
    }
  });

  it('tampered (a roll, an event, the board changed without a new checksum): save/tampered', () => {
    const events = structuredClone(doc.events) as unknown[];
    events.push({ type: 'AUTO_ROLL' });
    expect(code(resumeCharge({ ...doc, events }))).toBe('save/tampered');
    expect(code(resumeCharge(text.replace('"increments":8', '"increments":9')))).toBe('save/tampered');
    expect(code(resumeCharge({ ...doc, dice: { kind: 'seeded', seed: 8, state: 8 } }))).toBe('save/tampered');
    expect(code(resumeCharge({ ...doc, checksum: '0000000000000000' }))).toBe('save/tampered');
  });

  it('malformed (not JSON, not a save, a member missing or of the wrong shape): save/malformed', () => {
    expect(code(resumeCharge('{"format": nope}'))).toBe('save/malformed');
    expect(code(resumeCharge('[]'))).toBe('save/malformed');
    expect(code(resumeCharge({ format: 'something-else' }))).toBe('save/malformed');
    expect(code(resumeCharge(null))).toBe('save/malformed');
    const { snapshot: _, ...noSnapshot } = doc;
    expect(code(resumeCharge(noSnapshot))).toBe('save/malformed');
    expect(code(resumeCharge(resign(doc, (d) => (d.events = 'all of them'))))).toBe('save/malformed');
  });

  it('under another ruleset: save/ruleset-mismatch', () => {
    const half = loadBundledRuleset('la-bataille-nearest-half');
    if (!half.ok) throw new Error(half.error.message);
    expect(code(resumeCharge(doc, { ruleset: half.value }))).toBe('save/ruleset-mismatch');
    expect(code(resumeCharge(resign(doc, (d) => (d.ruleset = { id: 'x', hash: '0' }))))).toBe(
      'save/ruleset-mismatch',
    );
  });

  it('a snapshot the replay does not reproduce: save/snapshot-mismatch; an event it refuses: save/replay-diverged', () => {
    const forged = resign(doc, (d) => {
      (d.snapshot as { context: { fireCasualties: number } }).context.fireCasualties += 5;
    });
    // resumeCharge replays the events and checks the position only: a forged working note is not used.
    const resumed = resumeCharge(forged);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.state.fireCasualties).toBe(
      (doc.snapshot as { context: { fireCasualties: number } }).context.fireCasualties,
    );
    // replay checks every member of the snapshot.
    expect(code(replay(forged))).toBe('save/snapshot-mismatch');
    const moved = resign(doc, (d) => {
      const ctx = (d.snapshot as { context: { board: { units: { increments: number }[] } } }).context;
      ctx.board.units[0]!.increments -= 1;
    });
    expect(code(resumeCharge(moved))).toBe('save/snapshot-mismatch');
    const badEvent = resign(doc, (d) => (d.events = [{ type: 'CHOOSE', option: 9 }]));
    expect(code(replay(badEvent))).toBe('save/replay-diverged');
  });

  it('a refused save changes nothing: the same document resumes afterwards', () => {
    resumeCharge(text.slice(0, 100));
    const r = resumeCharge(text);
    expect(r.ok).toBe(true);
  });
});

describe('a save of the 0.1.0 release, resumed by every later version (README, "Versions and saves")', () => {
  it('the reference charge saved at its melee roll (seed 7, four events) resumes there, replays whole and plays on to its end', () => {
    const fixture = readFileSync(join(ROOT, 'test/fixtures/saves/release-0.1.0-reference.json'), 'utf8');
    expect(JSON.parse(fixture)).toMatchObject({ engine: '0.1.0', version: 1 });
    const r = resumeCharge(fixture);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.step).toBe('meleeRoll');
    expect(r.value.events).toHaveLength(4);
    expect(replay(fixture).ok).toBe(true);
    const again = play(session(REFERENCE, 7));
    expect(r.value.runToEnd().ok).toBe(true);
    expect(r.value.state.ending).toEqual(again.state.ending);
  });
});

describe('saves written before resume replayed its events', () => {
  it('a save written by main at b6dfe4c, under the la-bataille ruleset of that day, is refused by name: its ruleset is no longer the bundled one', () => {
    // Since then the shipped la-bataille ruleset changed (rulings R22, R26-R33): replaying the save's
    // events under today's ruleset would adjudicate another charge, so the save is refused with the
    // ruleset it needs, in one line, and nothing throws.
    const fixture = readFileSync(join(ROOT, 'test/fixtures/saves/main-reference-mid-charge.json'), 'utf8');
    const r = resumeCharge(fixture);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('save/ruleset-mismatch');
    expect(r.error.message).toMatch(
      /^the save was made under ruleset "la-bataille" \(hash "[0-9a-f]{16}"\), which is not bundled: pass that ruleset to resume it$/,
    );
  });
});

describe('saves written while the ending was its English words', () => {
  // Until issue 21 the state's ending, and the params of the entry that closes the charge, were the
  // ending's English words; the same save now holds the ending's fields.
  const whole = play(session(REFERENCE, 7));
  const words = 'melee at 2:1, attackers routed, defenders good';
  const older = (said: string) =>
    resign(saveCharge(whole), (d) => {
      const ctx = (d.snapshot as { context: { ending: unknown; log: { params: unknown }[] } }).context;
      ctx.ending = said;
      ctx.log[ctx.log.length - 1]!.params = { ending: said };
    });

  it('the words of this charge: it resumes, and replays whole, to the ending as fields', () => {
    expect(endingText(whole.state.ending!)).toBe(words);
    const resumed = resumeCharge(older(words));
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.state.ending).toEqual(whole.state.ending);
    const replayed = replay(older(words));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.state.ending).toEqual(whole.state.ending);
    expect(replayed.value.state.log.at(-1)?.params).toEqual({
      decidedBy: 'melee',
      odds: '2:1',
      attackers: 'on-board',
      attackerState1: 'routed',
      defenders: 'on-board',
      defenderState1: 'good',
    });
  });

  it('other words: resumeCharge (the position) takes it, replay (every member) refuses it at the log, the first member that differs', () => {
    const other = older('melee at 2:1, attackers good, defenders good');
    expect(resumeCharge(other).ok).toBe(true);
    const r = replay(other);
    expect(code(r)).toBe('save/snapshot-mismatch');
    expect(r.ok ? '' : r.error.message).toMatch(/differs from that in snapshot\.context\.log$/);
  });
});

describe('saves written before requests were data (issue 21)', () => {
  // Written by the engine at 0e3883d, when a pending request carried its words as English prose
  // (`purpose`, the options' `label`, `choice`): they replay to requests with `what`, `side` and `say`, and
  // resume, since resumeCharge checks a pending request's position (kind, id, dice, rule, options'
  // ids and paths, default), not its words. replay, which checks every member, tells they are not this
  // engine's.
  for (const [file, step, id] of [
    ['before-requests-retreat-path.json', 'meleeRoll', 'path-rout-fr-1-cuirassiers+fr-2-lanciers'],
    ['before-requests-flight-roll.json', 'flightAfterRoutedRetreat', 'flight:br-44-foot'],
  ] as const) {
    it(`${file} resumes at its request, which now names what it asks and whose it is`, () => {
      const text = readFileSync(join(ROOT, 'test/fixtures/saves', file), 'utf8');
      const old = (JSON.parse(text) as { snapshot: { context: { pending: Record<string, unknown> } } })
        .snapshot.context.pending;
      expect(old).toHaveProperty('purpose');
      expect(old).not.toHaveProperty('say');
      const r = resumeCharge(text);
      if (!r.ok) throw new Error(r.error.message);
      expect([r.value.step, r.value.pending?.id]).toEqual([step, id]);
      expect(r.value.pending).toMatchObject(
        id.startsWith('path-')
          ? { what: 'retreat-path', side: 'french', say: { key: 'request.retreat-path.rout' } }
          : { what: 'flight-roll', side: 'british', say: { key: 'request.flight-roll.cm' } },
      );
      expect(r.value.runToEnd().ok).toBe(true);
      // replayed whole too: the old log and request are compared without their English words
      const again = replay(text);
      if (!again.ok) throw new Error(again.error.message);
      expect([again.value.step, again.value.pending?.id]).toEqual([step, id]);
    });
  }

  it('a save whose request stands elsewhere (another id) is still refused', () => {
    const text = readFileSync(join(ROOT, 'test/fixtures/saves/before-requests-flight-roll.json'), 'utf8');
    const moved = resign(JSON.parse(text) as SaveDocument, (d) => {
      (d.snapshot as { context: { pending: { id: string } } }).context.pending.id = 'flight:br-95-foot';
    });
    expect(code(resumeCharge(moved))).toBe('save/snapshot-mismatch');
  });
});
