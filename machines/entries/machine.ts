/**
 * hexcharge/machine: the charge session and the machine behind it, for a host that builds the
 * session's input itself (a validated scenario and ruleset, a dice source): the session class, the
 * dice sources, the procedure's steps and diagram, and the origin a save records.
 * @packageDocumentation
 */
export {
  /** The manual dice source: every roll typed by a person. */
  manualSource,
  /** Answers a dice request from a source: the roll and the source advanced past it (refusals as results). */
  rollFrom,
  /** A script of rolls read off in order. */
  scriptSource,
  /** A seeded generator starting at `seed`; refuses with dice/bad-seed. */
  seededSource,
} from '../../src/dice/index.ts';
export {
  /** One state of the charge machine as the page and the diagram list it. */
  type ProcedureStep,
  /** One transition of the machine: from, to, its event, guard and actions. */
  type ProcedureTransition,
  /** The charge procedure as a Mermaid state diagram, generated from the machine. */
  procedureMermaid,
  /** Every state of the charge machine, in document order. */
  procedureSteps,
  /** Every transition of the charge machine, by state in document order. */
  procedureTransitions,
} from '../diagram.ts';
export {
  /** Records what a session started from, so that its saves carry the full scenario and dice. */
  rememberOrigin,
} from '../save.ts';
export {
  /** A charge in progress: `new ChargeSession({ scenario, ruleset, dice })` starts one. */
  ChargeSession,
} from '../session.ts';
