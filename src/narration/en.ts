import type { Catalogue } from './catalogue.ts';

const TEMPLATES = {
  'artillery.flees':
    '{unit} is unlimbered artillery without supply ammunition and no supporting stack: it flees',
  'artillery.eliminated-fleeing': '{unit} is unlimbered artillery forced to flee: eliminated',
  'artillery.none-flees': 'No unsupplied unlimbered artillery among the targets: nothing flees',
  'stand.passed': '{stack} stands: modified roll {modified} beats morale {morale}; defensive fire doubled',
  'stand.failed': '{stack} fails to stand: modified roll {modified} does not beat morale {morale}',
  'stand.failed-protected':
    '{unit} is in square, general order or a special structure: it holds, but without doubled fire or column shifts',
  'stand.column-shift':
    'Column-shift die for the stack at {hex}: {roll} gives {shift, plural, one {# column} other {# columns}} left',
  'fire.none': 'No unit of the stack at {hex} can fire: no defensive fire',
  'fire.none-left': 'No defending unit is left at {hex}: no defensive fire',
  'fire.routed': '{unit} is routed: it does not fire',
  'fire.no-fire-value': '{unit} has no fire value: it does not fire',
  'fire.limbered': '{unit} is limbered artillery: it does not fire',
  'fire.unsupplied': '{unit} is artillery without supply ammunition: it does not fire',
  'fire.not-front': '{unit} does not have the charging cavalry on a front hexside: it does not fire',
  'fire.result':
    '{stack} fires at strength {strength} on column {column}: roll {modified}, {casualties, plural, one {# casualty} other {# casualties}}',
  'loss.increment': '{unit} loses an increment ({left} left)',
  'loss.eliminated': '{unit} is eliminated',
  'melee.odds': 'Melee odds {attacker} : {defender}, read at {column} ({rounding})',
  'melee.roll': 'Melee roll {roll}, modified {modified}, on column {column}: {result}',
  'leader.committed': '{leaders} committed to the melee roll',
  'leader.held': '{leaders} held back from the melee roll',
  'morale.disordered': '{unit} becomes disordered',
  'morale.routed': '{unit} routs',
  'morale.routed-second-disorder': '{unit} was already disordered: it routs',
  'move.rout':
    '{stack} routs {hexes, plural, one {# hex} other {# hexes}} from {from} to {to} ({path}), terrain cost {cost}',
  'move.retreat':
    '{stack} retreats {hexes, plural, one {# hex} other {# hexes}} from {from} to {to} ({path})',
  'move.fall-back':
    '{stack} falls back {hexes, plural, one {# hex} other {# hexes}} from {from} to {to} ({path})',
  'move.bounce': '{stack} bounces back {hexes, plural, one {# hex} other {# hexes}} from {from} to {to}',
  'move.surrenders':
    '{stack} cannot complete its {move} of {hexes, plural, one {# hex} other {# hexes}}: it surrenders',
  'move.zones-left':
    '{stack} left {zones, plural, one {# enemy zone} other {# enemy zones}} of influence: one increment lost for each ({lost, plural, one {# increment} other {# increments}})',
  'move.zones-left-first-free':
    '{stack} left {zones, plural, one {# enemy zone} other {# enemy zones}} of influence: those it started in cost nothing, one increment lost for each other ({lost, plural, one {# increment} other {# increments}})',
  'result.AS': 'AS: the attacker surrenders; every charging unit is removed',
  'result.AR': 'AR: the attacker routs; the charge ends',
  'result.AD':
    'AD{hexes}: the attackers are disordered and fall back {hexes, plural, one {# hex} other {# hexes}}; the charge ends',
  'result.bounce':
    'Blank: the cavalry bounces ({hexes, plural, one {# hex} other {# hexes}} back, {disorder}); the charge ends',
  'result.DD':
    'DD{hexes}: the defenders are disordered and retreat {hexes, plural, one {# hex} other {# hexes}}',
  'result.DD-structure': '{stack} is in a special structure: it does not retreat',
  'result.DR': 'DR: the defenders rout',
  'result.DS': 'DS: the defenders surrender and are removed',
  'result.routed-with-defenders': '{units}, routed and stacked with the defenders, routs with them',
  'result.losses':
    'Losses: the attacker loses {attacker, plural, one {# increment} other {# increments}}, the defender {defender}',
  'result.check-passed': '{stack} passes its starred morale check ({roll} beats {morale})',
  'result.check-failed': '{stack} fails its starred morale check ({roll} does not beat {morale})',
  'rout.artillery-eliminated': '{unit} is unlimbered artillery forced to rout: eliminated',
  'advance.in-order': '{stack} advances into {hex}',
  'advance.disordered': '{stack} is marked disordered and advances into {hex}, vacated by the melee',
  'advance.none': 'No target hex was vacated: no advance',
  'advance.cannot': 'No charging unit is able to advance',
  'recall.recalled': '{stack} is recalled (roll {roll}, modified {modified})',
  'recall.not-recalled': '{stack} is not recalled (roll {roll}, modified {modified}) and must pursue',
  'trample.done':
    'Recalled cavalry tramples {unit}: {increments, plural, one {# increment} other {# increments}} for {cost} MP',
  'trample.none': 'Recalled cavalry does not trample',
  'pursuit.follow': '{stack} pursues {target} from {from} to {to}, touching {touched}',
  'pursuit.caught-routed': '{units} is caught and must retreat again',
  'pursuit.melee-odds': 'The pursuers melee {stack} at half value: column {column}',
  'pursuit.melee-roll': 'Pursuit melee roll {roll} on column {column}: {result}',
  'pursuit.routed-in-place': '{unit} is routed in place at {hex} after all melees',
  'routed.retreats': '{stack} is routed: it retreats before the charge',
  'reform.unit': '{unit} reforms: {readiness}, {morale}',
  'reform.nobody': 'No charging cavalry is left to reform',
  'charge.ended': 'The charge is over: {ending}',
  // the words of a charge's ending (src/narration/ending.ts: the parts joined by ", ", the states by "/")
  'ending.melee': 'melee at {odds}',
  'ending.attackers': 'attackers {states}',
  'ending.defenders': 'defenders {states}',
  'ending.state.good': 'good',
  'ending.state.disordered': 'disordered',
  'ending.state.routed': 'routed',
  'ending.status.surrendered': 'surrendered',
  'ending.status.eliminated': 'eliminated',
  'ending.status.off-map': 'off the map',
  'ending.recall.recalled': 'recalled',
  'ending.recall.not-recalled': 'not-recalled',
  // flight and pursuit doctrines (seeds 000, 001, 002)
  'doctrine.cause-6e': '{unit} flees from {cause}, the enemy with the highest unit strength ({value})',
  'doctrine.cause-8e': '{unit} flees from {cause}, the enemy in contact with the most full ranks ({value})',
  'doctrine.cause-chosen': '{unit} flees from {cause} (chosen among equals)',
  'doctrine.pursuers': 'Units able to pursue, highest unit strength first: {units}',
  'doctrine.no-pursuers': 'No unit may pursue: {units}',
  'doctrine.pursues': '{unit} will pursue {target}',
  'doctrine.held-back': '{unit} holds back: 2D6 {roll} <= Leadership {leadership} ({from})',
  'doctrine.not-held':
    '{unit} fails to hold back: 2D6 {roll} > Leadership {leadership} ({from}); it must pursue',
  'doctrine.first-to-roll':
    'Only the {side} have pursuing units: they roll pursuit first (the active player has nothing to choose)',
  'doctrine.order-picked': '{unit} rolls and moves in place {place} (its controller chooses)',
  'doctrine.flight-roll': 'Flight roll of {unit}: {dice} = {roll}',
  'doctrine.pursuit-roll': 'Pursuit roll of {unit}: {dice} = {roll}',
  'doctrine.reflight-roll': '{unit}, already fleeing, flees again: {dice} = {roll}',
  'doctrine.flees-6e':
    '{unit} turns its back and flees {roll} cm = {hexes, plural, one {# hex} other {# hexes}} from {from} to {to} ({path}; priorities dropped: {dropped})',
  'doctrine.flees-8e':
    '{unit} turns directly away and flees {roll, plural, one {# inch} other {# inches}} = {hexes, plural, one {# hex} other {# hexes}} from {from} to {to} ({path})',
  'doctrine.placed': '{unit} would end in a friendly unit at {hex}: placed beside or behind it at {to}',
  'doctrine.fled-off-map':
    '{unit} flees {roll} ({hexes, plural, one {# hex} other {# hexes}}, {path}) off the map and is removed',
  'doctrine.destroyed-8e':
    '{unit} is destroyed: pursuit roll {pursuit} >= flight roll {flight}; it would have ended at {hex}',
  'doctrine.caught-6e':
    '{unit} catches {target}: pursuit roll {pursuit} >= flight roll {flight}; {target} is destroyed',
  'doctrine.escaped-6e':
    '{target} escapes {unit}: pursuit roll {pursuit} < flight roll {flight}; the pursuer ends {behind} cm behind it',
  'doctrine.pursuer-moves':
    '{unit} pursues ({roll}: {hexes, plural, one {# hex} other {# hexes}}) from {from} to {to}',
  'doctrine.pursuit-blocked': '{unit} is blocked at {hex} and stops one hex short',
  'doctrine.new-charge-6e':
    '{unit} runs into {enemy} at {hex}: a compulsory new charge; the enemy can only hold, the melee is fought next turn with {unit} charging',
  'doctrine.charge-8e':
    '{unit} contacts {enemy} at {hex}: a charge with the pursuit roll as its distance and no reaction; the combat is fought next round with {unit} charging',
  'doctrine.reflight-caught':
    '{unit} is caught fleeing again: pursuit roll {pursuit} >= its new flight roll {roll}; destroyed',
  'doctrine.reflight-flees': '{unit} flees again ({roll} cm) to {to}',
  'doctrine.off-map':
    '{unit} pursues off the map at {hex}: it returns there, facing inward, in its next movement phase',
  'doctrine.declined-freely': '{unit}, defending the {terrain}, declines to pursue: its free choice, no test',
  'doctrine.flight-blocked':
    '{unit} cannot get away ({roll}: {hexes, plural, one {# hex} other {# hexes}}, {path}): no hex farther from the enemy is open to it; it is destroyed',
  'doctrine.flight-no-room':
    '{unit} flees {roll} ({hexes, plural, one {# hex} other {# hexes}}, {path}) into friends with no free hex beside or behind them; it is destroyed',
  'doctrine.escaped-6e-stopped':
    '{target} escapes {unit}: pursuit roll {pursuit} < flight roll {flight}; {unit} is stopped at {to}, short of the difference of the rolls behind it',
  'doctrine.caught-off-table-6e':
    '{unit} catches {target}, which fled off the table: pursuit roll {pursuit} >= flight roll {flight}; {target} is destroyed, not merely fled',
  'doctrine.pursuer-stays':
    '{unit} cannot pursue ({roll}: {hexes, plural, one {# hex} other {# hexes}}) and stays at {from}',
  'doctrine.pushed-back':
    '{unit} has no room at {hex} (stacking limit, or an enemy leader there): it stops at {to}',
  'doctrine.pivot-8e': '{unit} pivots to face {hex}',
  // Requests and their options (src/procedure/request.ts): what a player is asked to roll or decide.
  'request.stand-check': 'stand check of the stack at {hex} against the charge',
  'request.column-shift-die': 'column-shift die of the stack at {hex}, which stood',
  'request.defensive-fire': 'defensive fire of the stack at {hex}',
  'request.melee-roll': 'melee roll at {odds}',
  'request.starred-morale-check.attacker': 'starred morale check of the attacker ({result})',
  'request.starred-morale-check.defender': 'starred morale check of the defender ({result})',
  'request.recall': 'recall roll of the charging cavalry',
  'request.pursuit-melee': 'melee of the pursuing cavalry with the first enemy it touched',
  'request.hold-back-test': 'hold-back test of {unit} (Leadership {leadership} of {from})',
  'request.flight-roll.inches': 'flight roll of {unit} (inches)',
  'request.flight-roll.cm': 'flight roll of {unit} (cm)',
  'request.pursuit-roll.inches': 'pursuit roll of {unit} (inches)',
  'request.pursuit-roll.cm': 'pursuit roll of {unit} (cm)',
  'request.reflight-roll': 'new flight roll of {unit}, already fleeing, hit by the pursuit (cm)',
  'request.retreat-path.retreat':
    'retreat path of {stack} ({hexes} hexes): {count} paths are equal on every priority',
  'request.retreat-path.rout':
    'rout path of {stack} ({hexes} hexes): {count} paths are equal on every priority',
  'request.retreat-path.fall-back':
    'fall-back path of {stack} ({hexes} hexes): {count} paths are equal on every priority',
  'request.retreat-path.bounce':
    'bounce path of {stack} ({hexes} hexes): {count} paths are equal on every priority',
  'request.advance-hex': 'vacated hex to advance into',
  'request.pursuit-target': 'unit in retreat the cavalry must pursue',
  'request.trample': 'recalled cavalry may trample routed units',
  'request.use-leader': 'commit {leaders} to the melee roll',
  'request.flight-cause.ranks': 'enemy {unit} flees from (equal full ranks: the pursuing side chooses)',
  'request.flight-cause.strength': 'enemy {unit} flees from (equal unit strength: its controller chooses)',
  'request.pursue-which': 'fleeing unit {unit} pursues (one only)',
  'request.hold-back.free':
    'whether {unit}, defending {terrain}, pursues or stays (its free choice, no test)',
  'request.hold-back.test': 'whether {unit} tries to hold back (Leadership test) instead of pursuing',
  'request.flight-order': 'which fleeing unit rolls and moves next (its controller chooses)',
  'request.pursuit-order': 'which pursuing unit rolls pursuit and moves next (its controller chooses)',
  'option.commit-leader': 'commit ({modifiers})',
  'option.hold-leader': 'hold the leader back',
  'option.path': '{path}',
  'option.hex': '{hex}',
  'option.unit': '{unit}',
  'option.unit-at': '{unit} at {hex}',
  'option.trample': 'trample {unit}: {increments} increments for {cost} MP',
  'option.no-trample': 'do not trample',
  'option.pursue': 'pursue',
  'option.attempt-hold-back': 'try to hold back: 2D6 <= Leadership',
  'option.decline-freely': 'stay in the {terrain}: decline freely, no test',
  'option.next': '{unit} next',
  // What joins the names of a list parameter (listParams): "Lasalle and Colbert".
  'list.and': ' and ',
} as const satisfies Catalogue;

/** English narration templates, by message key; "{name}" is a parameter of the log entry. */
export const EN: Readonly<Record<string, string>> = TEMPLATES;

/** The English templates as their literal types: test/narration/log-keys.test.ts reads LogParams against them. */
export type EnglishTemplates = typeof TEMPLATES;
