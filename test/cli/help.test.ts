/**
 * The CLI explains itself: `hexcharge <command> --help` for every command and subcommand, each flag
 * with one line of meaning and an example that the command accepts; --version; the overview.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args.ts';
import { knownFlags } from '../../cli/spec.ts';
import { SPECS } from '../../cli/specs.ts';
import { cli, ROOT } from '../support/cli.ts';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const ALL = Object.entries(SPECS).flatMap(([name, e]) => [
  { argv: [name], spec: e.spec },
  ...(e.subcommands ?? []).map((s) => ({ argv: s.name.split(' '), spec: s })),
]);

describe('--help', () => {
  it.each(ALL.map((c) => [c.spec.name, c] as const))('hexcharge %s --help', async (_, { argv, spec }) => {
    const r = await cli([...argv, '--help']);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Usage:');
    expect(lines[1]).toBe(`  hexcharge ${spec.usage[0]}`);
    for (const f of spec.flags) {
      const i = lines.findIndex((l) => l.startsWith(`  --${f.name}${f.value ? ` ${f.value}` : ''} `));
      expect(i, `--${f.name}`).toBeGreaterThan(0);
      expect(lines[i]!.trim().endsWith(f.meaning), `meaning of --${f.name}`).toBe(true);
      expect(lines[i + 1]!.trim()).toBe(`e.g. ${f.example}`);
      // the example is a flag the command accepts, with a value when it needs one
      const parsed = parseArgs(f.example.split(' '), knownFlags(spec));
      expect(parsed.ok, f.example).toBe(true);
    }
    expect(r.out).toContain('Exit codes:');
    expect(r.out).toMatch(/^ {2}70 {2}a bug/m);
    for (const [code] of spec.exits) expect(r.out).toMatch(new RegExp(`^  ${code} `, 'm'));
  });

  it('every meaning is one line, and help text stays within 100 columns', async () => {
    for (const { argv, spec } of ALL) {
      for (const f of spec.flags) expect(f.meaning, f.name).not.toMatch(/\n/);
      const r = await cli([...argv, '--help']);
      for (const l of r.out.split('\n')) expect(l.length, `${spec.name}: ${l}`).toBeLessThanOrEqual(100);
    }
  });

  it('help <command> and -h say the same as --help; --help wins over other arguments', async () => {
    const a = await cli(['run', '--help']);
    expect((await cli(['help', 'run'])).out).toBe(a.out);
    expect((await cli(['run', '-h'])).out).toBe(a.out);
    expect((await cli(['run', 'nope.json', '--seed', 'x', '--help'])).out).toBe(a.out);
    expect((await cli(['help', 'crt', 'sheet'])).out).toBe((await cli(['crt', 'sheet', '--help'])).out);
  });

  it('the overview lists every command with its summary and the exit codes', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const r = await cli(argv);
      expect(r.code).toBe(0);
      expect(r.out.split('\n')[0]).toBe(
        `hexcharge ${VERSION}: resolve a La Bataille cavalry charge, step by step, with every rule and die shown.`,
      );
      for (const [name, e] of Object.entries(SPECS))
        expect(r.out).toContain(`  ${name.padEnd(8)}  ${e.spec.summary}`);
      expect(r.out).toContain('Exit codes: 0 done; 1 a negative answer');
    }
  });

  it('help for an unknown command is refused in one line', async () => {
    const r = await cli(['help', 'fly']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      'error cli/unknown-command: unknown command "fly"; commands: run, crt, validate, odds, advise, check, verify, dice, web (hexcharge --help)',
    ]);
  });
});

describe('--version', () => {
  it('prints the package version', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await cli([flag]);
      expect(r).toEqual({ code: 0, out: `hexcharge ${VERSION}`, err: [] });
    }
  });
  it('takes no argument', async () => {
    expect((await cli(['--version', 'x'])).err).toEqual([
      'error cli/unexpected-argument: --version takes no argument: "x"',
    ]);
  });
});

describe('README and docs/errors.md', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const errors = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');
  it('README lists every command in its CLI table', () => {
    for (const name of Object.keys(SPECS))
      expect(readme).toMatch(new RegExp(`^\\| \`hexcharge ${name}\\b`, 'm'));
  });
  it('docs/errors.md lists the exit codes 0, 1, 2 and 70', () => {
    const section = errors.slice(errors.indexOf('## Exit codes'));
    for (const code of [0, 1, 2, 70]) expect(section).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
});
