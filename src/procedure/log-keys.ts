import type { EndingParams } from './ending.ts';

/** A message that takes no parameter. */
type NoParams = Readonly<Record<never, never>>;

/**
 * Every key the procedure and the doctrines write into the log, with the parameters each takes: the
 * narration catalogues (the `log` section of each file of src/narration/languages/) hold one template
 * per key, whose fields are exactly these parameters (test/narration/log-keys.test.ts holds the two together). A number is a
 * count the templates' plurals read; the others are names, hex numbers and words of the procedure, or a
 * number shown as it is. `say` takes only these keys, each with its parameters: a wrong key, a missing
 * or an unknown parameter is a compile error.
 */
export type LogParams = {
  'artillery.flees': { readonly unit: string };
  'artillery.eliminated-fleeing': { readonly unit: string };
  'artillery.none-flees': NoParams;
  'stand.passed': {
    readonly hex: string;
    readonly modified: number;
    readonly morale: number;
    readonly roll: number;
    readonly stack: string;
  };
  'stand.failed': {
    readonly hex: string;
    readonly modified: number;
    readonly morale: number;
    readonly roll: number;
    readonly stack: string;
  };
  'stand.failed-protected': { readonly unit: string };
  'stand.column-shift': { readonly hex: string; readonly roll: number; readonly shift: number };
  'fire.none': { readonly hex: string };
  'fire.none-left': { readonly hex: string };
  'fire.routed': { readonly unit: string };
  'fire.no-fire-value': { readonly unit: string };
  'fire.limbered': { readonly unit: string };
  'fire.unsupplied': { readonly unit: string };
  'fire.not-front': { readonly unit: string };
  'fire.result': {
    readonly casualties: number;
    readonly column: string;
    readonly hex: string;
    readonly modified: number;
    readonly roll: number;
    readonly stack: string;
    readonly strength: number;
  };
  'loss.increment': { readonly left: number; readonly unit: string };
  'loss.eliminated': { readonly unit: string };
  'melee.odds': {
    readonly attacker: string;
    readonly column: string;
    readonly defender: string;
    readonly rounding: string;
  };
  'melee.roll': {
    readonly column: string;
    readonly modified: number;
    readonly result: string;
    readonly roll: number;
  };
  'leader.committed': { readonly leaders: string };
  'leader.held': { readonly leaders: string };
  'morale.disordered': { readonly unit: string };
  'morale.routed': { readonly unit: string };
  'morale.routed-second-disorder': { readonly unit: string };
  'move.rout': {
    readonly cost: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly stack: string;
    readonly to: string;
    readonly zones: number;
  };
  'move.retreat': {
    readonly cost: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly stack: string;
    readonly to: string;
    readonly zones: number;
  };
  'move.fall-back': {
    readonly cost: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly stack: string;
    readonly to: string;
    readonly zones: number;
  };
  'move.bounce': {
    readonly cost: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly stack: string;
    readonly to: string;
    readonly zones: number;
  };
  'move.surrenders': { readonly hexes: number; readonly move: string; readonly stack: string };
  'move.zones-left': { readonly lost: number; readonly stack: string; readonly zones: number };
  'move.zones-left-first-free': { readonly lost: number; readonly stack: string; readonly zones: number };
  'result.AS': NoParams;
  'result.AR': NoParams;
  'result.AD': { readonly hexes: number };
  'result.bounce': { readonly disorder: string; readonly hexes: number };
  'result.DD': { readonly hexes: number };
  'result.DD-structure': { readonly stack: string };
  'result.DR': NoParams;
  'result.DS': NoParams;
  'result.routed-with-defenders': { readonly units: string };
  'result.losses': { readonly attacker: number; readonly defender: number };
  'result.check-passed': { readonly morale: number; readonly roll: number; readonly stack: string };
  'result.check-failed': { readonly morale: number; readonly roll: number; readonly stack: string };
  'rout.artillery-eliminated': { readonly unit: string };
  'advance.in-order': { readonly hex: string; readonly stack: string };
  'advance.disordered': { readonly hex: string; readonly stack: string };
  'advance.none': NoParams;
  'advance.cannot': NoParams;
  'recall.recalled': { readonly modified: number; readonly roll: number; readonly stack: string };
  'recall.not-recalled': { readonly modified: number; readonly roll: number; readonly stack: string };
  'trample.done': { readonly cost: number; readonly increments: number; readonly unit: string };
  'trample.none': NoParams;
  'pursuit.follow': {
    readonly from: string;
    readonly stack: string;
    readonly target: string;
    readonly to: string;
    readonly touched: string;
  };
  'pursuit.caught-routed': { readonly units: string };
  'pursuit.melee-odds': { readonly column: string; readonly stack: string };
  'pursuit.melee-roll': { readonly column: string; readonly result: string; readonly roll: number };
  'pursuit.routed-in-place': { readonly hex: string; readonly unit: string };
  'routed.retreats': { readonly stack: string };
  'reform.unit': { readonly morale: string; readonly readiness: string; readonly unit: string };
  'reform.nobody': NoParams;
  'charge.ended': EndingParams;
  'doctrine.cause-6e': { readonly cause: string; readonly unit: string; readonly value: number };
  'doctrine.cause-8e': { readonly cause: string; readonly unit: string; readonly value: number };
  'doctrine.cause-chosen': { readonly cause: string; readonly unit: string };
  'doctrine.pursuers': { readonly units: string };
  'doctrine.no-pursuers': { readonly units: string };
  'doctrine.pursues': { readonly target: string; readonly unit: string };
  'doctrine.held-back': {
    readonly from: string;
    readonly leadership: number;
    readonly roll: number;
    readonly unit: string;
  };
  'doctrine.not-held': {
    readonly from: string;
    readonly leadership: number;
    readonly roll: number;
    readonly unit: string;
  };
  'doctrine.first-to-roll': { readonly side: string };
  'doctrine.order-picked': { readonly place: number; readonly unit: string };
  'doctrine.flight-roll': { readonly dice: string; readonly roll: number; readonly unit: string };
  'doctrine.pursuit-roll': { readonly dice: string; readonly roll: number; readonly unit: string };
  'doctrine.reflight-roll': { readonly dice: string; readonly roll: number; readonly unit: string };
  'doctrine.flees-6e': {
    readonly dropped: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly roll: number;
    readonly to: string;
    readonly unit: string;
  };
  'doctrine.flees-8e': {
    readonly dropped: number;
    readonly from: string;
    readonly hexes: number;
    readonly path: string;
    readonly roll: number;
    readonly to: string;
    readonly unit: string;
  };
  'doctrine.placed': { readonly hex: string; readonly to: string; readonly unit: string };
  'doctrine.fled-off-map': {
    readonly hexes: number;
    readonly path: string;
    readonly roll: number;
    readonly unit: string;
  };
  'doctrine.destroyed-8e': {
    readonly flight: number;
    readonly hex: string;
    readonly pursuit: number;
    readonly unit: string;
  };
  'doctrine.caught-6e': {
    readonly flight: number;
    readonly pursuit: number;
    readonly target: string;
    readonly unit: string;
  };
  'doctrine.escaped-6e': {
    readonly behind: number;
    readonly flight: number;
    readonly pursuit: number;
    readonly target: string;
    readonly unit: string;
  };
  'doctrine.pursuer-moves': {
    readonly from: string;
    readonly hexes: number;
    readonly roll: number;
    readonly to: string;
    readonly unit: string;
  };
  'doctrine.pursuit-blocked': { readonly hex: string; readonly unit: string };
  'doctrine.new-charge-6e': { readonly enemy: string; readonly hex: string; readonly unit: string };
  'doctrine.charge-8e': { readonly enemy: string; readonly hex: string; readonly unit: string };
  'doctrine.reflight-caught': { readonly pursuit: number; readonly roll: number; readonly unit: string };
  'doctrine.reflight-flees': { readonly roll: number; readonly to: string; readonly unit: string };
  'doctrine.off-map': { readonly hex: string; readonly unit: string };
  'doctrine.declined-freely': { readonly terrain: string; readonly unit: string };
  'doctrine.flight-blocked': {
    readonly hexes: number;
    readonly path: string;
    readonly roll: number;
    readonly unit: string;
  };
  'doctrine.flight-no-room': {
    readonly hexes: number;
    readonly path: string;
    readonly roll: number;
    readonly unit: string;
  };
  'doctrine.escaped-6e-stopped': {
    readonly flight: number;
    readonly pursuit: number;
    readonly target: string;
    readonly to: string;
    readonly unit: string;
  };
  'doctrine.caught-off-table-6e': {
    readonly flight: number;
    readonly pursuit: number;
    readonly target: string;
    readonly unit: string;
  };
  'doctrine.pursuer-stays': {
    readonly from: string;
    readonly hexes: number;
    readonly roll: number;
    readonly to: string;
    readonly unit: string;
  };
  'doctrine.pushed-back': { readonly hex: string; readonly to: string; readonly unit: string };
  'doctrine.pivot-8e': { readonly hex: string; readonly unit: string };
};

/** One key of the log (a message of the narration catalogues). */
export type LogKey = keyof LogParams;
