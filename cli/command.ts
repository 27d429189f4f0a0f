import type { Io } from './io.ts';
import type { CommandSpec } from './spec.ts';

/**
 * A command of the CLI, as every module in cli/commands/ exports it (`export const command =
 * defineCommand({...})`): its name, its help and flags, its subcommands, and what it does. main.ts
 * loads a command only when it is called; its help is printed from the same specs (cli/specs.ts)
 * without loading it.
 */
export interface Command {
  /** The word after `hexcharge`: "run", "crt". */
  readonly name: string;
  /** Its usage, about, flags (the options it accepts), examples and exit codes (`<name> --help`). */
  readonly spec: CommandSpec;
  /** Its subcommands ("crt sheet"), each with a help of its own; empty for most commands. */
  readonly subcommands: readonly CommandSpec[];
  /** Runs with the arguments after the command name and resolves to an exit code (spec.ts EXIT). */
  run(argv: readonly string[], io: Io): Promise<number> | number;
}

/** What a command is defined from: its spec (which names it), its subcommands' specs, its run. */
export interface CommandDefinition {
  readonly spec: CommandSpec;
  readonly subcommands?: readonly CommandSpec[];
  run(argv: readonly string[], io: Io): Promise<number> | number;
}

/** A command, named after its spec (frozen). */
export function defineCommand(definition: CommandDefinition): Command {
  const { spec, subcommands = [], run } = definition;
  return Object.freeze({ name: spec.name, spec, subcommands, run });
}
