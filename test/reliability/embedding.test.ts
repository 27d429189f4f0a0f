/**
 * The embedding API (machines/index.ts, the package entry "hexcharge"): loading without a file system,
 * creating a charge, reading the step and the pending request, sending events, following the log,
 * consequences for the host; and the example host in docs/ playing a charge through that API only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endingLine, playCharge } from '../../docs/example-host.ts';
import * as api from '../../machines/index.ts';
import {
  consequences,
  createCharge,
  defaultRuleset,
  diffBoards,
  loadBundledRuleset,
  loadScenarioFromJson,
} from '../../machines/index.ts';
import { ROOT, text } from '../support/reliability.ts';

const SCENARIOS = readdirSync(join(ROOT, 'data/scenarios'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => `data/scenarios/${f}`);

describe('the package entry', () => {
  it('package.json exports "." as machines/index.ts compiled (dist/), and the entry exports the API', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    // tsc (tsconfig.build.json, rootDir ".") compiles machines/index.ts to dist/machines/index.js;
    // in the repository the hexcharge-source condition names the source itself
    expect(pkg.exports['.']).toEqual({
      'hexcharge-source': './machines/index.ts',
      types: './dist/machines/index.d.ts',
      import: './dist/machines/index.js',
      default: './dist/machines/index.js',
    });
    for (const name of [
      'createCharge',
      'loadScenarioFromJson',
      'loadRulesetFromJson',
      'loadBundledRuleset',
      'defaultRuleset',
      'consequences',
      'diffBoards',
      'saveCharge',
      'resumeCharge',
      'replay',
      'readSave',
      'isChargeSession',
      'chargeMachine',
      'formatError',
      'parseRoll',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });

  it('src/ stays a pure core: nothing in src imports xstate or node:', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
      );
    for (const f of files('src')) expect(text(f), f).not.toMatch(/from '(xstate|node:[a-z]+)'/);
  });

  it('bundled rulesets load without a file system and are cached', () => {
    const a = loadBundledRuleset();
    const b = loadBundledRuleset('la-bataille');
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    const half = loadBundledRuleset('la-bataille-nearest-half');
    expect(half.ok && half.value.settings.oddsRounding).toBe('nearest-half-defender');
    const none = loadBundledRuleset('nope');
    expect(!none.ok && none.error.code).toBe('file/not-found');
    expect(defaultRuleset().terrain.find((t) => t.kind === 'impassable')?.moveCost).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('a charge through the API', () => {
  const loaded = () => {
    const l = loadScenarioFromJson(text('data/scenarios/01-reference-charge.json'));
    if (!l.ok) throw new Error(l.error.message);
    return l.value;
  };

  it('reads the step and pending request, sends events, and streams the log to subscribers', () => {
    const c = createCharge({ ...loaded(), dice: { seed: 7 } });
    if (!c.ok) throw new Error(c.error.message);
    const s = c.value;
    expect(s.step).toBe('standCheck');
    expect(s.pending).toMatchObject({ kind: 'roll', dice: 'd66', rule: '19.6' });
    const heard: number[] = [];
    const off = s.onLog((e) => heard.push(e.n));
    expect(s.roll('4 3').ok).toBe(true);
    expect(s.events).toEqual([{ type: 'ROLL', value: '4 3' }]);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard).toEqual(s.state.log.slice(s.state.log.length - heard.length).map((e) => e.n));
    off();
    const before = heard.length;
    expect(s.runToEnd().ok).toBe(true);
    expect(heard.length).toBe(before);
    expect(s.done).toBe(true);
    expect(s.step).toBe('ended');
    expect(s.pending).toBeNull();
  });

  it('dice: a seed, a script, a dice source, or manual; by default the scenario own dice', () => {
    const l = loaded();
    const own = l.scenario.dice;
    const bySeed = createCharge({
      ...l,
      dice: own?.script ? { script: own.script } : { seed: own?.seed ?? 1 },
    });
    const byDefault = createCharge(l); // the scenario's own dice
    if (!bySeed.ok || !byDefault.ok) throw new Error('refused');
    bySeed.value.runToEnd();
    byDefault.value.runToEnd();
    expect(byDefault.value.state.log).toEqual(bySeed.value.state.log);
    const script = createCharge({ ...l, dice: { script: [43, 5, 61, 52, 4, 3] } });
    expect(script.ok && script.value.state.dice.kind).toBe('script');
    const manual = createCharge({ ...l, dice: 'manual' });
    expect(manual.ok && manual.value.autoRoll().ok).toBe(false);
  });

  it('consequences: moved from -> to, removed with the reason, changed fields, increments lost', () => {
    const c = createCharge({ ...loaded(), dice: { seed: 7 } });
    if (!c.ok) throw new Error(c.error.message);
    const s = c.value;
    s.runToEnd();
    const k = consequences(s.state);
    const st = s.state;
    for (const m of k.moved) {
      expect(st.initialBoard.units.find((u) => u.id === m.unit)?.at).toEqual(m.from);
      expect(st.board.units.find((u) => u.id === m.unit)?.at).toEqual(m.to);
    }
    expect(k.removed.map((r) => r.unit).sort()).toEqual(st.removed.map((r) => r.unit.id).sort());
    for (const r of k.removed) expect(['eliminated', 'surrendered', 'fled']).toContain(r.reason);
    const lost = Object.values(k.incrementsLost).reduce((a, b) => a + b, 0);
    const sum = (us: readonly { increments: number }[]) => us.reduce((a, u) => a + u.increments, 0);
    expect(lost).toBe(sum(st.initialBoard.units) - sum(st.board.units));
    expect(k.obligations).toEqual([]);
  });

  it('diffBoards: an unchanged board has no consequences; each kind of change is reported', () => {
    const board = loaded().scenario.board;
    expect(diffBoards(board, board)).toEqual({
      moved: [],
      removed: [],
      leftMap: [],
      changed: [],
      leadersMoved: [],
      leadersRemoved: [],
      incrementsLost: {},
      obligations: [],
    });
    const [first, ...rest] = board.units;
    const after = {
      ...board,
      units: [
        {
          ...first!,
          at: { col: 0, row: 0 },
          increments: first!.increments - 2,
          moraleState: 'routed' as const,
        },
        ...rest.slice(1),
      ],
      leaders: [],
    };
    const d = diffBoards(board, after, [{ unit: rest[0]!, reason: 'surrendered', rule: 'step 5' }]);
    expect(d.moved).toEqual([{ unit: first!.id, from: first!.at, to: { col: 0, row: 0 } }]);
    expect(d.changed).toEqual([
      { unit: first!.id, increments: { from: 8, to: 6 }, moraleState: { from: 'good', to: 'routed' } },
    ]);
    expect(d.removed).toEqual([
      {
        unit: rest[0]!.id,
        from: rest[0]!.at,
        reason: 'surrendered',
        rule: 'step 5',
        incrementsBefore: 5,
        incrementsAtRemoval: 5,
      },
    ]);
    expect(d.leadersRemoved.map((l) => l.leader)).toEqual(board.leaders.map((l) => l.id));
    expect(d.incrementsLost).toEqual({ french: 7 });
  });
});

describe('the example host (docs/example-host.ts)', () => {
  it('imports the public entry only', () => {
    const src = text('docs/example-host.ts');
    const imports = [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((i) => i !== 'hexcharge' && !i!.startsWith('node:'))).toEqual([]);
  });

  for (const file of SCENARIOS) {
    it(`plays ${file} end to end, saving and resuming on the way, and applies the consequences`, () => {
      const r = playCharge(text(file), 5);
      expect(endingLine(r.ending)).toMatch(
        /^decided by the [a-z-]+(?: at \d+:\d+)?: attackers [a-z/-]+, defenders [a-z/-]+$/,
      );
      expect(r.narration.length).toBeGreaterThan(2);
      // the last entry of the log, then the obligations a doctrine's ruleset leaves ("Later: ...")
      const later = r.narration.filter((l) => l.startsWith('Later: ')).length;
      expect(r.narration.at(-1 - later)).toContain('The charge is over');
      expect(r.refused).toBeLessThanOrEqual(1);
      // every request was asked of a side of the scenario, and every one sent but the refused choice
      const sides = (JSON.parse(text(file)) as { sides: { id: string }[] }).sides.map((x) => x.id);
      for (const side of Object.keys(r.asked)) expect(sides).toContain(side);
      expect(Object.values(r.asked).reduce((a, n) => a + n, 0)).toBe(r.sent - r.refused);
      // The host's board agrees with the engine's final board.
      const l = loadScenarioFromJson(text(file));
      if (!l.ok) throw new Error(l.error.message);
      expect(Object.keys(r.board).length + r.graveyard.length).toBe(l.value.scenario.board.units.length);
    });
  }
});
