import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { isIP } from 'node:net';
import { noExtraArguments, parseArgs, parseWhole, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import type { Io } from '../io.ts';
import { inPackage } from '../paths.ts';
import { createPageServer } from '../serve.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { WEB } from '../specs.ts';

/** The page as built by `npm run web:build` (and at `npm pack`): what `hexcharge web` serves. */
export const PAGE_DIR = inPackage('web/dist');

/** Listens, resolving to the error code of a failure (EADDRINUSE, EADDRNOTAVAIL, ...) or undefined. */
function listen(server: Server, port: number, host: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    server.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    server.listen(port, host, () => resolve(undefined));
  });
}

/** `web --dev`: the Vite dev server on the page's sources, only in a clone of the repository. */
async function devServer(io: Io, host: string, port: number): Promise<number> {
  const config = inPackage('web/vite.config.ts');
  let vite: typeof import('vite');
  try {
    if (!existsSync(config)) throw new Error('no sources');
    vite = await import('vite');
  } catch {
    return refuse(
      io,
      {
        code: 'cli/dev-unavailable',
        message:
          'web --dev needs the page sources and vite (a clone of the repository, npm ci); an installed hexcharge serves the built page: hexcharge web',
      },
      EXIT.refused,
    );
  }
  const server = await vite.createServer({ configFile: config, server: { host, port, strictPort: true } });
  await server.listen();
  io.out(
    `hexcharge learning page (Vite dev server): ${server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`}`,
  );
  io.out('Press Ctrl+C to stop.');
  return new Promise<number>(() => {});
}

/**
 * hexcharge web: serves the built learning page (web/dist) with node:http on 127.0.0.1 (no vite at
 * run time), with a content security policy and nosniff; runs until interrupted.
 */
export const command = defineCommand({
  spec: WEB,
  async run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(WEB));
    const args = parsed.ok ? noExtraArguments(parsed.value, 0, usageOf(WEB)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const f = args.value.flags;
    const port = parseWhole('--port', f.port ?? '4173', { min: 0, max: 65535 }, 'cli/bad-port');
    if (!port.ok) return refuse(io, port.error, EXIT.refused);
    const host = f.host ?? '127.0.0.1';
    if (host !== 'localhost' && isIP(host) === 0 && !/^[a-z0-9.-]{1,253}$/i.test(host))
      return refuse(
        io,
        { code: 'cli/bad-host', message: `--host must be an IP address or a host name: got ${quote(host)}` },
        EXIT.refused,
      );
    if (f.dev === 'true') return devServer(io, host, port.value);
    if (!existsSync(`${PAGE_DIR}/index.html`))
      return refuse(
        io,
        {
          code: 'cli/page-missing',
          message: `the learning page is not built (${PAGE_DIR}/index.html is missing): run npm run web:build in the repository`,
        },
        EXIT.refused,
      );
    const server = createPageServer(PAGE_DIR, { host });
    const failed = await listen(server, port.value, host);
    if (failed)
      return refuse(
        io,
        {
          code: 'cli/cannot-listen',
          message:
            failed === 'EADDRINUSE'
              ? `port ${port.value} is in use on ${host}: choose another with --port`
              : `cannot listen on ${host} port ${port.value} (${failed})`,
        },
        EXIT.refused,
      );
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port.value;
    const shown = host.includes(':') ? `[${host}]` : host;
    io.out(`hexcharge learning page: http://${shown}:${bound}/`);
    if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1')
      io.out(`Listening on ${host}: other computers on the network can open it.`);
    io.out('Press Ctrl+C to stop.');
    return new Promise<number>((resolve) => {
      const stop = () => {
        server.close(() => resolve(EXIT.done));
        server.closeAllConnections();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
});
