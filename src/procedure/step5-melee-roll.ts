import { makeCrtResult } from '../data/crt-result.ts';
import { d66Add } from '../dice/index.ts';
import { leadersAt } from './board.ts';
import { lookup } from './chart.ts';
import { applyCrtResult, moraleChecksOf } from './crt-result.ts';
import { produce } from './immer.ts';
import type { InStep } from './in-step.ts';
import { runMoves } from './moves.ts';
import { formatOdds } from './odds.ts';
import { listParams, subjectOf, words } from './request.ts';
import { say } from './say.ts';
import { chargers, hexVacated, meleeDefenders, stackUnits } from './situation.ts';
import type { ChargeState } from './state.ts';

/** The leaders riding with the charging stack. */
function attackerLeaders(s: ChargeState) {
  const c = chargers(s);
  const at = c[0]?.at;
  return at ? leadersAt(s.board, at).filter((l) => l.side === c[0]!.side) : [];
}

/** The leaders riding with the defending stacks that melee. */
function defenderLeaders(s: ChargeState) {
  return s.targets.flatMap((t) => {
    const units = meleeDefenders(s, t);
    return units.length ? leadersAt(s.board, t.hex).filter((l) => l.side === units[0]!.side) : [];
  });
}

/**
 * Asks what step 5 still needs: whether to commit the charging stack's leader (a player's choice,
 * default: commit), then the melee d66, then the d66 of each starred morale check of the result.
 */
export function askMeleeRoll(s: ChargeState): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    const leaders = attackerLeaders(s);
    if (s.leaderCommitted === undefined && leaders.length > 0) {
      const c = chargers(s);
      d.pending = {
        kind: 'choice',
        id: 'use-leader',
        what: 'use-leader',
        // the charging player commits its leaders or not (ruling R15, R61)
        subject: subjectOf(c),
        side: leaders[0]!.side,
        say: words(
          'request.use-leader',
          listParams(
            'leaders',
            leaders.map((l) => l.name),
          ),
        ),
        rule: 'step 5',
        options: [
          {
            id: 'commit',
            say: words('option.commit-leader', {
              modifiers: leaders
                .map((l) => `${l.meleeModifier >= 0 ? '+' : ''}${l.meleeModifier}`)
                .join(', '),
            }),
          },
          { id: 'hold', say: words('option.hold-leader') },
        ],
        defaultOption: 0,
      };
      return;
    }
    if (s.meleeRoll === undefined) {
      const c = chargers(s);
      d.pending = {
        kind: 'roll',
        id: 'melee',
        what: 'melee-roll',
        // the charging player rolls the melee (ruling R61)
        subject: subjectOf([...c, ...s.targets.flatMap((t) => meleeDefenders(s, t))]),
        side: c[0]!.side,
        dice: 'd66',
        say: words('request.melee-roll', { odds: formatOdds(s.odds!.finalColumn) }),
        rule: 'step 5',
      };
      return;
    }
    if (s.meleeResult === undefined) {
      const column = s.ruleset.crt.columns[s.odds!.columnIndex]!;
      const result = lookup(column.cells, s.meleeRoll.modified)!;
      const have = s.starRolls?.length ?? 0;
      if (have < moraleChecksOf(result)) {
        const side = result.kind === 'losses' && result.attackerCheck && have === 0 ? 'attacker' : 'defender';
        // the player of the side that takes the check rolls it (ruling R61)
        const checked = side === 'attacker' ? chargers(s) : s.targets.flatMap((t) => meleeDefenders(s, t));
        d.pending = {
          kind: 'roll',
          id: `star-${have}`,
          what: 'starred-morale-check',
          subject: subjectOf(checked),
          side: checked[0]!.side,
          dice: 'd66',
          say: words(`request.starred-morale-check.${side}`, { result: makeCrtResult(result) }),
          rule: 'step 5',
        };
      }
    }
  });
}

/** Answers the leader choice of step 5. */
export function chooseLeader(s: ChargeState, commit: boolean): ChargeState {
  return produce(s, (d) => {
    d.pending = null;
    d.leaderCommitted = commit;
    say(d, {
      rule: 'step 5',
      key: commit ? 'leader.committed' : 'leader.held',
      params: {
        leaders: attackerLeaders(s)
          .map((l) => l.name)
          .join(' and '),
      },
    });
  });
}

/** The modifiers of the melee d66 (step 5): fire casualties, committed attacking leaders, defending leaders. */
function meleeRollModifiers(s: ChargeState) {
  const fireSteps = s.fireCasualties * s.ruleset.settings.stepsPerFireCasualty;
  const att = s.leaderCommitted ? attackerLeaders(s).reduce((a, l) => a + l.meleeModifier, 0) : 0;
  const def = defenderLeaders(s).reduce((a, l) => a + l.meleeModifier, 0);
  return { fireSteps, att, def };
}

/** What the melee d66 reads (step 5): its modifiers, the modified roll, the chart column and its result. */
function readMeleeRoll(s: ChargeState, roll: number) {
  const { fireSteps, att, def } = meleeRollModifiers(s);
  const modified = d66Add(roll, fireSteps + att - def, s.ruleset.settings.d66Clamp);
  const column = s.ruleset.crt.columns[s.odds!.columnIndex]!;
  const result = lookup(column.cells, modified)!;
  return { fireSteps, att, def, modified, column, result };
}

/**
 * What the classes of the d66 of step 5 read that does not depend on the roll, worked out once per state
 * (the exact analysis classes every value of a roll from the same state): the modifier of the melee
 * roll, or the morale of each unit a starred check is taken for.
 */
type MeleeClassBasis =
  | { readonly kind: 'melee'; readonly shift: number }
  | { readonly kind: 'star'; readonly morale: readonly number[] };

const classBases = new WeakMap<ChargeState, MeleeClassBasis>();

function meleeClassBasis(s: ChargeState): MeleeClassBasis {
  const known = classBases.get(s);
  if (known) return known;
  let basis: MeleeClassBasis;
  if (s.meleeRoll === undefined) {
    const { fireSteps, att, def } = meleeRollModifiers(s);
    basis = { kind: 'melee', shift: fireSteps + att - def };
  } else {
    const result = lookup(s.ruleset.crt.columns[s.odds!.columnIndex]!.cells, s.meleeRoll.modified)!;
    const have = s.starRolls?.length ?? 0;
    const attacker = result.kind === 'losses' && result.attackerCheck && have === 0;
    const ids = attacker ? s.attackers : s.targets.flatMap((t) => meleeDefenders(s, t).map((u) => u.id));
    // Stryker disable next-line StringLiteral: a basis's kind is only ever compared with 'melee'
    basis = { kind: 'star', morale: s.board.units.filter((u) => ids.includes(u.id)).map((u) => u.morale) };
  }
  classBases.set(s, basis);
  return basis;
}

/**
 * The class of a d66 of step 5: of the melee roll, the chart result it gives (later steps read the
 * modified roll only to look the result up again); of a starred morale check, which units of the side
 * it checks it passes (the check is taken by the top unit left after the losses, whichever it is).
 */
export function meleeRollClass(s: ChargeState, roll: number): string {
  const basis = meleeClassBasis(s);
  const clamp = s.ruleset.settings.d66Clamp;
  if (basis.kind === 'melee') {
    const column = s.ruleset.crt.columns[s.odds!.columnIndex]!;
    return JSON.stringify(lookup(column.cells, d66Add(roll, basis.shift, clamp)));
  }
  const modified = d66Add(roll, 0, clamp);
  return basis.morale.map((m) => (modified > m ? 'p' : 'f')).join('');
}

/**
 * Reads a d66 of step 5: the melee roll (plus -6 per defensive-fire casualty, plus committed attacking
 * leaders, minus defending leaders, clamped) on the chart column; or a starred morale check. Once all
 * its dice are in, the result is applied (in the machine step and under the doctrines of `inStep`).
 */
export function resolveMeleeRoll(s: ChargeState, roll: number, inStep: InStep): ChargeState {
  if (s.meleeRoll === undefined) {
    const { fireSteps, att, def, modified, column, result } = readMeleeRoll(s, roll);
    const parts = [
      fireSteps ? `${fireSteps} fire casualties` : '',
      // a leader's modifier may be negative (-36..36): the sign is the step's own, never "+-1"
      att ? `${att > 0 ? '+' : ''}${att} attacking leader` : '',
      def ? `${def > 0 ? '-' : '+'}${Math.abs(def)} defending leader` : '',
    ].filter(Boolean);
    const next = produce(s, (d) => {
      d.pending = null;
      d.meleeRoll = { roll, modified };
      d.meleeFought = true;
      say(d, {
        rule: 'step 5',
        key: 'melee.roll',
        params: { roll, modified, column: formatOdds(column.odds), result: makeCrtResult(result) },
        arithmetic: `d66 ${roll}${parts.length ? ` ${parts.join(' ')}` : ''} = ${modified} at ${formatOdds(column.odds)}: ${makeCrtResult(result)}`,
        dice: { dice: 'd66', roll, modified },
      });
    });
    return moraleChecksOf(result) === 0 ? applyMelee(next, inStep) : next;
  }
  const next = produce(s, (d) => {
    d.pending = null;
    d.starRolls = [...(s.starRolls ?? []), roll];
  });
  const column = s.ruleset.crt.columns[s.odds!.columnIndex]!;
  const result = lookup(column.cells, s.meleeRoll.modified)!;
  // Stryker disable next-line OptionalChaining: next.starRolls was set just above
  return (next.starRolls?.length ?? 0) >= moraleChecksOf(result) ? applyMelee(next, inStep) : next;
}

function applyMelee(s: ChargeState, inStep: InStep): ChargeState {
  const column = s.ruleset.crt.columns[s.odds!.columnIndex]!;
  const result = lookup(column.cells, s.meleeRoll!.modified)!;
  const defenders = s.targets.flatMap((t) => meleeDefenders(s, t).map((u) => u.id));
  const hexes = s.targets.filter((t) => meleeDefenders(s, t).length > 0).map((t) => t.hex);
  const routedWithDefenders = s.targets
    .filter((t) => meleeDefenders(s, t).length > 0)
    .flatMap((t) => stackUnits(s, t).filter((u) => u.moraleState === 'routed'))
    .map((u) => u.id);
  return produce(s, (d) => {
    d.meleeResult = result;
    applyCrtResult(
      d,
      result,
      {
        attackers: s.attackers,
        attackerHex: chargers(s)[0]!.at,
        defenders,
        defenderHexes: hexes,
        routedWithDefenders,
      },
      inStep,
      // Stryker disable next-line ArrayDeclaration: without star rolls the result calls for no check, so no die is read
      s.starRolls ?? [],
    );
    runMoves(d);
  });
}

/**
 * Where step 5 sends the charge: DR and DS to the advance (step 6); DD and losses to the advance only
 * when every target hex is vacated; attacker results and the bounce to reform (step 8).
 */
export function meleeSendsToAdvance(s: ChargeState): boolean {
  const r = s.meleeResult;
  if (!r) return false;
  if (r.kind === 'DR' || r.kind === 'DS') return true;
  if (r.kind === 'DD' || r.kind === 'losses') return s.targets.every((t) => hexVacated(s, t));
  return false;
}
