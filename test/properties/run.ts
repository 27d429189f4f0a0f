import {
  type ChargeSession,
  type ChargeState,
  canonicalJson,
  consequences,
  createCharge,
  resumeCharge,
  saveCharge,
} from '../../machines/index.ts';
import { type BoardViolation, boardViolations } from '../../src/invariants/index.ts';
import type { Coord } from '../../src/model/coord.ts';
import type { Unit } from '../../src/model/unit.ts';
import { knownDoctrineCase } from '../invariants/known.ts';
import { unchecked } from '../invariants/legal.ts';
import { pick, plain } from '../support/reliability.ts';
import { type GeneratedCharge, generateCharge } from './generator.ts';

/** Most events a charge may take: a generous bound (a real charge takes a dozen or so). */
export const MAX_EVENTS = 200;

/** A broken invariant met while playing a charge: after which event, at which step. */
export interface MetViolation extends BoardViolation {
  readonly event: number;
  readonly step: string;
  /** A known doctrine case (test/invariants/known.ts), reported but not failed until branch doctrines fixes it. */
  readonly known: boolean;
}

/** What one generated charge gave: its violations, the other failed properties, and its length. */
export interface ChargeReport {
  readonly charge: GeneratedCharge;
  readonly events: number;
  readonly violations: readonly MetViolation[];
  /** Determinism, save and resume, consequences, the bound on events (one line each). */
  readonly failures: readonly string[];
}

/** What the player does at event number `i`: a choice drawn from the choice seed, or a roll from the charge's dice. */
function act(s: ChargeSession, choiceSeed: number): void {
  const p = s.pending;
  const r =
    p?.kind === 'choice' ? s.choose(pick(choiceSeed, s.events.length, p.options.length)) : s.autoRoll();
  if (!r.ok) throw new Error(`refused at ${s.step}: ${r.error.code}: ${r.error.message}`);
}

/** A new session of a generated charge with its dice seed. */
export function sessionOf(g: ReturnType<typeof generateCharge>): ChargeSession {
  const r = createCharge({ scenario: g.scenario, ruleset: g.ruleset, dice: { seed: g.diceSeed } });
  if (!r.ok) throw new Error(`generator seed ${g.seed}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Plays a session to its end (or the bound), calling `each` after the start and after every event. */
function playOut(s: ChargeSession, choiceSeed: number, each: (n: number) => void = () => {}): boolean {
  each(s.events.length);
  while (!s.done) {
    if (s.events.length >= MAX_EVENTS) return false;
    act(s, choiceSeed);
    each(s.events.length);
  }
  return true;
}

const same = (a: ChargeState, b: ChargeState) => canonicalJson(plain(a)) === canonicalJson(plain(b));

/**
 * What the host is told (`consequences`) agrees with the final board: every unit of the starting board
 * that moved, was removed (with the engine's own removal record), left the map or changed a field is
 * reported, as it is, and nothing else, each move with the way it walked from where it stood to where
 * it stands; increments lost per side and leaders likewise. Also: the
 * increments the log says were lost add up to the difference between the boards.
 */
export function consequenceProblems(st: ChargeState): string[] {
  const out: string[] = [];
  const c = consequences(st);
  const now = new Map(st.board.units.map((u) => [u.id, u]));
  const away = new Map(
    (st.obligations ?? []).flatMap((o) => (o.kind === 'return-to-map' ? [[o.unit.id, o] as const] : [])),
  );
  const rec = new Map(st.removed.map((r) => [r.unit.id, r]));
  const moved: { unit: string; from: Coord; to: Coord }[] = [];
  const removed: string[] = [];
  const left: string[] = [];
  const changed: string[] = [];
  const lost: Record<string, number> = {};
  const loss = (u: Unit, n: number) => {
    if (n > 0) lost[u.side] = (lost[u.side] ?? 0) + n;
  };
  for (const b of st.initialBoard.units) {
    const a = now.get(b.id);
    const o = away.get(b.id);
    if (a === undefined && o !== undefined) {
      left.push(`${b.id}@${o.exit.col},${o.exit.row}`);
      loss(b, b.increments - o.unit.increments);
      continue;
    }
    if (a === undefined) {
      const r = rec.get(b.id);
      if (r === undefined) out.push(`consequences: ${b.id} left the board without a removal record`);
      removed.push(`${b.id}:${r?.reason}:${r?.rule}:${r?.unit.increments}`);
      loss(b, b.increments);
      continue;
    }
    if (a.at.col !== b.at.col || a.at.row !== b.at.row) moved.push({ unit: b.id, from: b.at, to: a.at });
    const fields = (
      ['increments', 'moraleState', 'readiness', 'formation', 'facing', 'movementLeft'] as const
    ).filter((k) => a[k] !== b[k]);
    if (fields.length > 0) changed.push(`${b.id}:${fields.join(',')}`);
    loss(b, b.increments - a.increments);
  }
  const eq = (what: string, got: unknown, want: unknown) => {
    if (canonicalJson(got) !== canonicalJson(want))
      out.push(`consequences.${what}: reported ${canonicalJson(got)}, the boards say ${canonicalJson(want)}`);
  };
  eq(
    'moved',
    c.moved.map(({ path: _, ...m }) => m),
    moved,
  );
  // the way each unit walked (the log's moved effects) starts where it stood and ends where it stands
  const key = (h: Coord | undefined) => (h ? `${h.col},${h.row}` : 'none');
  eq(
    'moved.path',
    c.moved.map((m) => `${m.unit}:${key(m.path?.[0])}>${key(m.path?.at(-1))}`),
    moved.map((m) => `${m.unit}:${key(m.from)}>${key(m.to)}`),
  );
  eq(
    'removed',
    c.removed.map((r) => `${r.unit}:${r.reason}:${r.rule}:${r.incrementsAtRemoval}`),
    removed,
  );
  eq(
    'leftMap',
    c.leftMap.map((l) => `${l.unit}@${l.exit.col},${l.exit.row}`),
    left,
  );
  eq(
    'changed',
    c.changed.map(
      (x) =>
        `${x.unit}:${Object.keys(x)
          .filter((k) => k !== 'unit')
          .join(',')}`,
    ),
    changed,
  );
  eq('incrementsLost', c.incrementsLost, lost);
  const leadersNow = new Map(st.board.leaders.map((l) => [l.id, l]));
  eq(
    'leaders',
    [
      ...c.leadersMoved.map((l) => `${l.leader}>${l.to.col},${l.to.row}`),
      ...c.leadersRemoved.map((l) => `${l.leader}x`),
    ],
    [
      ...st.initialBoard.leaders.flatMap((l) => {
        const a = leadersNow.get(l.id);
        return a && (a.at.col !== l.at.col || a.at.row !== l.at.row)
          ? [`${l.id}>${a.at.col},${a.at.row}`]
          : [];
      }),
      ...st.initialBoard.leaders.filter((l) => !leadersNow.has(l.id)).map((l) => `${l.id}x`),
    ],
  );
  // the log's losses: one loss.increment entry per increment lost by a unit still counted, plus the increments removed units took with them
  const total = (us: readonly { increments: number }[]) => us.reduce((a, u) => a + u.increments, 0);
  const logged = st.log.filter((e) => e.key === 'loss.increment').length;
  const removedWith = st.removed.reduce((a, r) => a + r.unit.increments, 0);
  const awayUnits = [...away.values()].map((o) => o.unit);
  const diff = total(st.initialBoard.units) - total(st.board.units) - total(awayUnits);
  if (diff !== logged + removedWith)
    out.push(
      `log: ${logged} increments lost in the log + ${removedWith} removed, but the boards differ by ${diff}`,
    );
  return out;
}

/** Options of a charge run: save and resume at every step, and play every resumed charge to its end. */
export interface RunOptions {
  readonly saveEveryStep: boolean;
  readonly resumeToEnd: boolean;
}

/**
 * Plays the charge of a generator seed and checks it: the board invariants after every event; the
 * charge ends within MAX_EVENTS; the same seed and choices give the same log and final state; a save
 * at every step resumes (in the saved state) to the same end; consequences() agree with the final board.
 */
export function runCharge(seed: number, options: RunOptions): ChargeReport {
  const g = generateCharge(seed);
  return unchecked(() => {
    const violations: MetViolation[] = [];
    const failures: string[] = [];
    const s = sessionOf(g);
    const saves: string[] = [];
    const states: ChargeState[] = [];
    const ended = playOut(s, g.choiceSeed, (n) => {
      for (const v of boardViolations(s.state))
        violations.push({ ...v, event: n, step: s.step, known: knownDoctrineCase(s.state, v) });
      if (options.saveEveryStep && !s.done) {
        saves.push(JSON.stringify(saveCharge(s)));
        states.push(s.state);
      }
    });
    if (!ended) failures.push(`bound: still at ${s.step} after ${MAX_EVENTS} events`);
    const end = s.state;
    if (ended && end.ending === undefined) failures.push('end: the charge ended without an ending');
    const endLog = canonicalJson(end.log);
    const endState = canonicalJson(plain(end));
    const sameEnd = (x: ChargeState) =>
      canonicalJson(x.log) === endLog && canonicalJson(plain(x)) === endState;
    // determinism
    const again = sessionOf(g);
    playOut(again, g.choiceSeed);
    if (!sameEnd(again.state))
      failures.push('determinism: the same seed and choices gave another log or final state');
    // save at every step, resume
    saves.forEach((text, k) => {
      const r = resumeCharge(text, { ruleset: g.ruleset });
      if (!r.ok) {
        failures.push(`resume after event ${k}: refused ${r.error.code}: ${r.error.message}`);
        return;
      }
      const resumed = r.value;
      if (resumed.events.length !== k || !same(resumed.state, states[k]!)) {
        failures.push(`resume after event ${k}: the resumed state differs from the saved one`);
        return;
      }
      if (!options.resumeToEnd) return;
      playOut(resumed, g.choiceSeed);
      if (!sameEnd(resumed.state))
        failures.push(`resume after event ${k}: played to its end, it differs from the unbroken charge`);
    });
    if (ended) failures.push(...consequenceProblems(end));
    return { charge: g, events: s.events.length, violations, failures };
  });
}
