import { fileURLToPath } from 'node:url';
import { formatError } from '../../src/errors.ts';
import { parseArgs } from '../args.ts';
import type { Command } from '../main.ts';

const CONFIG = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * hexcharge web: builds the learning page (web/ into web/dist) and serves the built page on localhost
 * with `vite preview` (offline: every rule, chart and scenario is in the bundle); --dev runs the Vite
 * dev server on the sources instead. Runs until interrupted.
 */
export const command: Command = {
  summary: 'build the learning page and serve it on localhost',
  async run(argv, io) {
    const args = parseArgs(argv, { port: 'value', host: 'value', dev: 'switch', 'build-only': 'switch' });
    if (!args.ok) {
      io.err(formatError(args.error));
      return 2;
    }
    const f = args.value.flags;
    const port = f.port === undefined ? 4173 : Number(f.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      io.err(
        formatError({ code: 'cli/bad-port', message: `--port must be a port number 0-65535: "${f.port}"` }),
      );
      return 2;
    }
    const host = f.host ?? '127.0.0.1';
    const vite = await import('vite');
    if (f.dev === 'true') {
      const server = await vite.createServer({ configFile: CONFIG, server: { host, port } });
      await server.listen();
      io.out(
        `hexcharge learning page (dev server): ${server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`}`,
      );
      io.out('Press Ctrl+C to stop.');
      return new Promise<number>(() => {});
    }
    io.out('building the learning page into web/dist ...');
    await vite.build({ configFile: CONFIG, logLevel: 'warn' });
    if (f['build-only'] === 'true') {
      io.out('built web/dist');
      return 0;
    }
    const server = await vite.preview({
      configFile: CONFIG,
      preview: { host, port, strictPort: f.port !== undefined, open: false },
    });
    io.out(`hexcharge learning page: ${server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`}`);
    io.out('Press Ctrl+C to stop.');
    return new Promise<number>(() => {});
  },
};
