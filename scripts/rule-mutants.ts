/**
 * npm run test:rule-mutants: the wrong rules issue 9 named ("each of these changes to the code leaves
 * all tests green"), each written as an edit of the rules code, applied one at a time, with the rule
 * tests run against it. Every edit must make a test fail (caught); one that leaves every test green
 * (survived) makes the script exit 1. A complement to Stryker (docs/mutation.md): these are whole wrong
 * readings of a rule, not one-token edits.
 *
 * Edits the working tree in place and restores each file after its run (also on Ctrl-C): run it on a
 * clean tree, not while editing. About 15 runs of the rule test folders, bailing at the first failure.
 *
 *   tsx scripts/rule-mutants.ts [name-filter] [--dry]   (--dry: only check that every edit applies)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** One wrong reading of a rule: the file, the exact text replaced (found once) and its replacement. */
interface RuleMutant {
  readonly name: string;
  readonly file: string;
  readonly from: string;
  readonly to: string;
}

/** Issue 9's list, in its order: the doctrines first, then the La Bataille core. */
export const RULE_MUTANTS: readonly RuleMutant[] = [
  {
    name: 'pursuit destroys on > instead of >= (6e and 8e, seed 000)',
    file: 'src/doctrines/6e/pursue.ts',
    from: 'pr.roll! >= f.roll',
    to: 'pr.roll! > f.roll',
  },
  {
    name: 'a unit fleeing again is destroyed on > instead of >= (seed 000)',
    file: 'src/doctrines/6e/pursue.ts',
    from: 'if (pr.roll! >= roll)',
    to: 'if (pr.roll! > roll)',
  },
  {
    name: 'pursuers and fleeing units act in reverse order (seed 001)',
    file: 'src/doctrines/order.ts',
    from: 'rank(a) - rank(b)',
    to: 'rank(b) - rank(a)',
  },
  {
    name: 'the cause of flight is the weakest enemy, not the strongest (seed 002)',
    file: 'src/doctrines/cause.ts',
    from: 'Math.max(...all.map(score))',
    to: 'Math.min(...all.map(score))',
  },
  {
    name: 'the fleeing unit does not turn its back (seeds 002, 001)',
    file: 'src/doctrines/flight.ts',
    from: 'u.facing = facingAway(cause, plan.end, u.facing);',
    to: 'u.facing = u.facing;',
  },
  {
    name: "a leader's hold-back help has no range limit (seed 000)",
    file: 'src/doctrines/6e/hold-back.ts',
    from: 'distance(l.at, u.at) <= s.leaderRangeHexes',
    to: 'true',
  },
  {
    name: 'flight and pursuit ignore impassable terrain (seeds 002, 000)',
    file: 'src/doctrines/occupancy.ts',
    from: "if (terrainAt(board, ruleset, hex).kind === 'impassable') return 'impassable';",
    to: '',
  },
  {
    name: 'firers ignore the front-hexside condition (step 3)',
    file: 'src/procedure/step3-defensive-fire.ts',
    from: "=== 'front' ? undefined : 'not-front'",
    to: "=== 'front' ? undefined : undefined",
  },
  {
    name: 'a stack that fails the stand check still gets doubled fire (step 2)',
    file: 'src/procedure/step2-stand-check.ts',
    from: 'd.targets[i]!.fireDoubled = passed;',
    to: 'd.targets[i]!.fireDoubled = true;',
  },
  {
    name: "step 1's cover by infantry or supplied artillery is ignored (18.10.3)",
    file: 'src/procedure/step1-unsupplied-artillery.ts',
    from: "u.arm === 'infantry' ||\n      (u.arm === 'artillery' && u.supplied === true && (anyFormation || u.formation === 'unlimbered'))",
    to: 'false',
  },
  {
    name: 'disordered chargers rout when they advance (19.10)',
    file: 'src/procedure/step6-advance.ts',
    from: "if (byMelee && u.moraleState === 'good') {\n        u.moraleState = 'disordered';",
    to: "if (byMelee) u.moraleState = u.moraleState === 'good' ? 'disordered' : 'routed';\n      if (false) {",
  },
  {
    name: 'a second disorder (AD on a disordered attacker...) does not rout',
    file: 'src/procedure/morale.ts',
    from: '      // routs (below) marks it routed\n      routed.push(u.id);',
    to: '      routed.length;',
  },
  {
    name: 'pursuit is allowed in the procedure against cavalry',
    file: 'src/procedure/start.ts',
    from: "if (defenders.every((u) => u.arm === 'cavalry')) return 'against-cavalry';",
    to: '',
  },
  {
    name: 'a disordered unit in a special structure holds on DD',
    file: 'src/procedure/crt-result.ts',
    from: 'disorderOrRout(\n          d,\n          here.map((u) => u.id),',
    to: 'disorderOrRout(\n          d,\n          (structure ? holding : here).map((u) => u.id),',
  },
  {
    name: 'canister only when the stack stood (18.89: whatever the check)',
    file: 'src/procedure/step3-defensive-fire.ts',
    from: "const canister = units.some((u) => u.arm === 'artillery');",
    to: "const canister = t.fireDoubled && units.some((u) => u.arm === 'artillery');",
  },
  {
    name: 'DD ignores the special-structure exception',
    file: 'src/procedure/crt-result.ts',
    from: 'const retreat = structure ? 0 : r.hexes;',
    to: 'const retreat = r.hexes;',
  },
  // The core rules of docs/rules-coverage.md, one wrong reading each (the rows' own tests must catch them).
  {
    name: 'AS: the attackers rout instead of being removed (step 5)',
    file: 'src/procedure/crt-result.ts',
    from: "for (const id of sides.attackers) removeUnit(d, id, 'surrendered', 'step 5');",
    to: "routs(d, sides.attackers, sides.defenderHexes, 'step 5', false);",
  },
  {
    name: 'AR: the attackers do not rout (step 5)',
    file: 'src/procedure/crt-result.ts',
    from: "key: 'result.AR' });\n      routs(d, sides.attackers, sides.defenderHexes, 'step 5', false, inStep);",
    to: "key: 'result.AR' });",
  },
  {
    name: 'AD#: the attackers do not fall back (step 5)',
    file: 'src/procedure/crt-result.ts',
    from: "retreat: r.hexes,\n          retreatKind: 'fall-back',",
    to: "retreat: 0,\n          retreatKind: 'fall-back',",
  },
  {
    name: "a bounce reads the ruleset's disorder setting backwards (19.9.3)",
    file: 'src/procedure/crt-result.ts',
    from: 'if (b.disorder) {',
    to: 'if (!b.disorder) {',
  },
  {
    name: 'DR: routed units stacked with the defenders do not rout with them (R26)',
    file: 'src/procedure/crt-result.ts',
    from: "routs(d, [...sides.defenders, ...routedWith], away, 'step 5', true, inStep);",
    to: "routs(d, [...sides.defenders], away, 'step 5', true, inStep);",
  },
  {
    name: 'DS: routed units stacked with the defenders stay on the map (R26)',
    file: 'src/procedure/crt-result.ts',
    from: 'for (const id of [...sides.defenders, ...routedWith]) removeUnit',
    to: 'for (const id of [...sides.defenders]) removeUnit',
  },
  {
    name: 'a/d: the defenders lose no increments (step 5)',
    file: 'src/procedure/crt-result.ts',
    from: "loseIncrements(d, sides.defenders, r.defender, 'step 5');",
    to: '',
  },
  {
    name: "a defender's star is not a morale check (step 5, R14)",
    file: 'src/procedure/crt-result.ts',
    from: 'if (r.defenderCheck) check(sides.defenders, away, true);',
    to: '',
  },
  {
    name: 'a starred check passes on equal (morale passes when greater)',
    file: 'src/procedure/crt-result.ts',
    from: 'const passed = modified > top.morale;',
    to: 'const passed = modified >= top.morale;',
  },
  {
    name: 'the stand check passes on equal (19.6: greater than the morale)',
    file: 'src/procedure/step2-stand-check.ts',
    from: 'passed: modified > morale,',
    to: 'passed: modified >= morale,',
  },
  {
    name: 'a square that fails the stand check is disordered anyway (step 2)',
    file: 'src/procedure/step2-stand-check.ts',
    from: "u.formation !== 'square' &&",
    to: '',
  },
  {
    name: 'leaving zones of influence costs no increments (10.5)',
    file: 'src/procedure/moves.ts',
    from: "if (path.zonesLeft > 0 && m.kind !== 'bounce') {",
    to: 'if (false) {',
  },
  {
    name: 'unlimbered artillery forced to rout is not eliminated (18.10.4)',
    file: 'src/procedure/moves.ts',
    from: "units.filter((x) => x.arm === 'artillery' && x.formation === 'unlimbered')",
    to: 'units.filter((x) => x.arm === undefined)',
  },
  {
    name: 'defensive fire casualties do not modify the melee roll (step 3)',
    file: 'src/procedure/step5-melee-roll.ts',
    from: 'const fireSteps = s.fireCasualties * s.ruleset.settings.stepsPerFireCasualty;',
    to: 'const fireSteps = 0 * s.fireCasualties;',
  },
  {
    name: "the charging leader's melee modifier is not added (step 5)",
    file: 'src/procedure/step5-melee-roll.ts',
    from: 'const att = s.leaderCommitted ?',
    to: 'const att = 0 && s.leaderCommitted ?',
  },
  {
    name: "the defending leader's melee modifier is added instead of subtracted (step 5)",
    file: 'src/procedure/step5-melee-roll.ts',
    from: 'd66Add(roll, fireSteps + att - def,',
    to: 'd66Add(roll, fireSteps + att + def,',
  },
  {
    name: "the stand check's column shifts are ignored (step 4)",
    file: 'src/procedure/step4-melee-odds.ts',
    from: 'const finalIdx = Math.max(0, idx - shift);',
    to: 'const finalIdx = idx + 0 * shift;',
  },
  {
    name: 'recall never recalls (19.8)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: "return s.recall === 'recalled';",
    to: 'return false;',
  },
  {
    name: 'trampling costs 1 MP an increment instead of the ruleset cost (19.8)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: 'const per = s.ruleset.settings.trampleCostPerIncrement;',
    to: 'const per = 1;',
  },
  {
    name: 'a pursuit does not stop at the first hex next to an enemy (19.11)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: 'if (touched.length > 0) break;',
    to: '',
  },
  {
    name: 'a pursuit goes past its movement allowance (19.11)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: 'if (distance(start, hex) > allowance) break;',
    to: '',
  },
  {
    name: 'the pursuit melee is not at x1/2 (19.11)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: 'situationFor({ ...s, board: d.board as never }, defenders, true)',
    to: 'situationFor({ ...s, board: d.board as never }, defenders, false)',
  },
  {
    name: 'a routed unit caught by the pursuit does not pay for the first zone it leaves (10.5)',
    file: 'src/procedure/step7-recall-pursuit.ts',
    from: 'firstZoneCosts: true',
    to: 'firstZoneCosts: false',
  },
  {
    name: 'the cavalry is not exhausted after a melee (19.1.1)',
    file: 'src/procedure/step8-reform.ts',
    from: 'const after = s.meleeFought ? rule.readinessAfterMelee : rule.readinessWithoutMelee;',
    to: 'const after = rule.readinessWithoutMelee;',
  },
  {
    name: 'reform may make cavalry fresher than it was (19.1.1)',
    file: 'src/procedure/step8-reform.ts',
    from: 'BY_RANK[Math.max(RANK[after], RANK[was])]!',
    to: 'after',
  },
];

/** The rule test folders run against each edit. */
const TESTS = ['test/procedure', 'test/machine', 'test/doctrines'];

let restore: (() => void) | undefined;
process.on('SIGINT', () => {
  restore?.();
  process.exitCode = 130;
  process.kill(process.pid, 'SIGTERM');
});

/** Runs the rule tests (without colours); the status and the output. */
function runTests(): { readonly status: number | null; readonly out: string } {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const run = spawnSync('npx', ['vitest', 'run', '--bail=1', ...TESTS], { encoding: 'utf8', env });
  return { status: run.status, out: `${run.stdout}\n${run.stderr}` };
}

const args = process.argv.slice(2);
const dry = args.includes('--dry');
const filter = args.find((a) => !a.startsWith('--')) ?? '';

/** Applies each edit in turn, runs the tests against it, restores the file; the count left green. */
function tryEach(): number {
  let left = 0;
  for (const m of RULE_MUTANTS.filter((x) => x.name.includes(filter))) {
    const text = readFileSync(m.file, 'utf8');
    const count = text.split(m.from).length - 1;
    if (count !== 1) {
      console.log(`NOT APPLIED  ${m.name}: the text to replace is found ${count} times in ${m.file}`);
      left++;
      continue;
    }
    if (dry) {
      console.log(`applies      ${m.name}`);
      continue;
    }
    restore = () => writeFileSync(m.file, text);
    writeFileSync(m.file, text.replace(m.from, m.to));
    const started = Date.now();
    try {
      const run = runTests();
      const failed = run.out.match(/FAIL\s+(test\/\S+\.test\.ts)(?:\s+>\s+([^\n]+))?/);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (run.status === 0) {
        left++;
        console.log(`SURVIVED     ${m.name} (${seconds} s)`);
      } else {
        const by = failed ? `${failed[1]} > ${failed[2] ?? ''}` : 'a failing run';
        console.log(`caught       ${m.name} (${seconds} s) by ${by}`);
      }
    } finally {
      restore();
      restore = undefined;
    }
  }
  return left;
}

if (!dry && runTests().status !== 0) {
  console.log('the rule tests fail without any edit: fix them first (nothing was tried)');
  process.exitCode = 1;
} else {
  const left = tryEach();
  console.log(`${left} of the edits survived or could not be applied`);
  if (left > 0) process.exitCode = 1;
}
