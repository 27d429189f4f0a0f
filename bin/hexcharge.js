#!/usr/bin/env node
// The hexcharge command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
