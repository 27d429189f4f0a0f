import { isRecord } from './plain.ts';

/**
 * The flight state of today's machine a save written before issue 21 stood in, from the step the old
 * flight state was to resume (`doctrine.resume`): the stand check, the melee roll, or else (the retreat
 * of routed targets) the one that goes on to the advance, as the old state's last branch did.
 */
function flightOf(context: Record<string, unknown>): string {
  const doctrine = context.doctrine;
  const resume = isRecord(doctrine) ? doctrine.resume : undefined;
  if (resume === 'standCheck') return 'flightAfterStandCheck';
  if (resume === 'meleeRoll') return 'flightAfterMelee';
  return 'flightAfterRoutedRetreat';
}

/** Whether a saved snapshot was written before issue 21: its context still names its step. */
export function isOldSnapshot(snapshot: Record<string, unknown>): boolean {
  return isRecord(snapshot.context) && typeof snapshot.context.step === 'string';
}

/**
 * The members of a pending request that say where the charge stands, the same in the saves of every
 * engine that reads this save version: its kind, id, dice and rule, its options' ids and paths, its
 * default. How it is told is left out: its words (`say`; `purpose` and the options' `label` in saves
 * written before requests were data, issue 21), and `what`, `subject` and `side`, which follow from the
 * id and the board.
 */
export function pendingPosition(p: unknown): unknown {
  if (!isRecord(p)) return p;
  const options = Array.isArray(p.options)
    ? p.options.map((o: unknown) => (isRecord(o) ? { id: o.id, path: o.path } : o))
    : undefined;
  return { kind: p.kind, id: p.id, dice: p.dice, rule: p.rule, options, defaultOption: p.defaultOption };
}

/** A log entry as an old save and its replay both have it: no English text, no step (named the old way). */
function oldEntry(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const { text: _text, step: _step, ...rest } = entry;
  return rest;
}

/**
 * Whether a saved log was written before entries carried their effects (issue 21, "the log as data"):
 * no entry of it has an `effects` member. Any charge of today's engine writes some (every roll is one).
 */
function beforeEffects(log: unknown): boolean {
  return Array.isArray(log) && !log.some((e) => isRecord(e) && 'effects' in e);
}

/** A log entry without its effects and its stack's ids, as a save written before entries carried them has it. */
function withoutEffects(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const { effects: _effects, units: _units, ...rest } = entry;
  return rest;
}

/**
 * The replayed snapshot compared with a save written before entries carried their effects: its log
 * without them nor the ids of the stacks (`units`, added with them); both follow from the entries, the
 * board and the dice, which are compared.
 */
function effectsAsSaved(
  saved: Record<string, unknown>,
  replayed: Record<string, unknown>,
): Record<string, unknown> {
  const before = isRecord(saved.context) ? saved.context.log : undefined;
  const again = replayed.context;
  if (!beforeEffects(before) || !isRecord(again) || !Array.isArray(again.log)) return replayed;
  return { ...replayed, context: { ...again, log: again.log.map(withoutEffects) } };
}

/**
 * The machine step a save names, in today's names: "flight" of a save written before issue 21 is the
 * flight state of the step it was to resume; every other name is the same.
 */
export function currentStep(step: string, snapshot: Record<string, unknown>): string {
  if (step !== 'flight' || !isOldSnapshot(snapshot)) return step;
  return flightOf(snapshot.context as Record<string, unknown>);
}

/**
 * A saved snapshot and its replay in the form they are compared in. A snapshot written before issue 21
 * held the step in its context (`step`) and the flight's caller (`doctrine.resume`), wrote the English
 * text into each log entry, named some steps of the log otherwise ("routedRetreat", "recall",
 * "flight"...), and the machine had one flight state: the saved snapshot loses those members, its flight
 * state is today's for its caller, and the log entries of both are compared without text and step, and
 * their pending requests on their position only (an old request was worded in English: pendingPosition).
 * A save written before log entries carried their effects is compared with the replay's log without
 * them. A save of today's form is compared as it is.
 */
export function comparable(
  saved: Record<string, unknown>,
  now: Record<string, unknown>,
): { readonly saved: Record<string, unknown>; readonly replayed: Record<string, unknown> } {
  const replayed = effectsAsSaved(saved, now);
  if (!isOldSnapshot(saved)) return { saved, replayed };
  const { step: _step, ...context } = saved.context as Record<string, unknown>;
  if (isRecord(context.doctrine)) {
    const { resume: _resume, ...doctrine } = context.doctrine;
    context.doctrine = doctrine;
  }
  if (Array.isArray(context.log)) context.log = context.log.map(oldEntry);
  // an old pending request was worded in English (purpose, label): both are compared on its position
  context.pending = pendingPosition(context.pending);
  const old = saved.context as Record<string, unknown>;
  const value = saved.value === 'flight' ? flightOf(old) : saved.value;
  const again = replayed.context as Record<string, unknown>;
  const replayedLog = Array.isArray(again.log) ? again.log.map(oldEntry) : again.log;
  return {
    saved: { ...saved, value, context },
    replayed: {
      ...replayed,
      context: { ...again, log: replayedLog, pending: pendingPosition(again.pending) },
    },
  };
}
