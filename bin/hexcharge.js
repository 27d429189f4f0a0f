#!/usr/bin/env node
// The hexcharge command inside a clone of the repository: runs the CLI from its TypeScript sources
// through tsx (a devDependency), so tests and `npm run hexcharge` never see a stale build. The
// installed package's command is the compiled dist/cli/main.js ("bin" in package.json).
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../cli/main.ts');
await runCli();
