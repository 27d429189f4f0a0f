import { formatError, type HexchargeError } from '../src/errors.ts';
import type { Io } from './main.ts';

/** Prints a refusal as one line on stderr and gives the exit code to return. */
export function refuse(io: Io, error: HexchargeError, code: number): number {
  io.err(formatError(error));
  return code;
}
