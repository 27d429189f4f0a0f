import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { procedureMarkdown } from './diagram.ts';

/** `npm run diagram`: writes docs/procedure.md from the charge machine (machines/diagram.ts). */
const file = resolve(import.meta.dirname, '../docs/procedure.md');
mkdirSync(resolve(import.meta.dirname, '../docs'), { recursive: true });
writeFileSync(file, procedureMarkdown());
process.stdout.write(`wrote ${file}\n`);
