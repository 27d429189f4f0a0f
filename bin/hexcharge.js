#!/usr/bin/env node
// The hexcharge command inside a clone of the repository: runs the CLI from its TypeScript sources
// through tsx (a devDependency), so tests and `npm run hexcharge` never see a stale build. The CLI
// imports the package by its own name (hexcharge, hexcharge/narration, ...): bin/source-condition.js
// resolves those to the sources, as `node --conditions=hexcharge-source` does. The installed
// package's command is the compiled dist/cli/main.js ("bin" in package.json).
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

register();
// registered after tsx, so it runs first and hands tsx the added condition
registerHooks('./source-condition.js', import.meta.url);
const { runCli } = await import('../cli/main.ts');
await runCli();
