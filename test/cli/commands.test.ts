// One command shape (cli/command.ts): every module of cli/commands/ that main.ts dispatches to exports
// `command = defineCommand({...})`, named and described by the very specs `hexcharge --help` and
// `hexcharge <command> --help` print from (cli/specs.ts) without loading the command.
import { describe, expect, it } from 'vitest';
import { defineCommand } from '../../cli/command.ts';
import { SPECS } from '../../cli/specs.ts';

describe('the commands of the CLI', () => {
  it('defineCommand names a command after its spec and freezes it', () => {
    const run = () => 0;
    const c = defineCommand({ spec: SPECS.run!.spec, run });
    expect(c).toEqual({ name: 'run', spec: SPECS.run!.spec, subcommands: [], run });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it.each(Object.keys(SPECS))(
    '%s: its module defines it with the spec and subcommands its help prints',
    async (name) => {
      const { command } = (await import(`../../cli/commands/${name}.ts`)) as {
        command: ReturnType<typeof defineCommand>;
      };
      expect(command.name).toBe(name);
      expect(command.spec).toBe(SPECS[name]!.spec);
      expect(command.subcommands).toEqual(SPECS[name]!.subcommands ?? []);
      expect(Object.isFrozen(command)).toBe(true);
    },
  );
});
