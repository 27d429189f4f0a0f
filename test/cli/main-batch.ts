/**
 * Runs the CLI's entry, `main(argv, io)` (cli/main.ts), once for each argument list of the JSON array
 * in argv[2], one after another in this one process, and writes each run as one JSON line `{ code,
 * out, err }` on stdout as it ends. For cases that must not run in the test worker (one that hung
 * would block it for good) but need no process each: test/cli/child.ts runMainBatch starts it.
 */
import { main } from '../../cli/main.ts';

const cases = JSON.parse(process.argv[2] ?? '[]') as string[][];
for (const argv of cases) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    isTTY: false,
    ask: async () => null,
  });
  process.stdout.write(`${JSON.stringify({ code, out: out.join('\n'), err })}\n`);
}
