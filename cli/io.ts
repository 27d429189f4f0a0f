import type { HexchargeError } from 'hexcharge/errors';

/** Where a command reads and writes (the terminal, or a test's buffers). */
export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /**
   * Reads one line of input (for --interactive): the line, null at the end of the input, or a refusal
   * when the input cannot be read as lines (a line longer than the cap: cli/line-too-long).
   */
  readonly ask: (prompt: string) => Promise<string | null | HexchargeError>;
  readonly isTTY: boolean;
}
