import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { CHOSEN_PORT_VARIABLE, e2ePort, portInUse } from '../../scripts/e2e-port.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server listening on a port the system picks, as another checkout's preview server would. */
async function occupied(): Promise<number> {
  server = createServer();
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('the end-to-end server port', () => {
  it('without E2E_PORT: a free port, kept in the environment for the workers', async () => {
    const env: NodeJS.ProcessEnv = {};
    const port = await e2ePort(env);
    expect(port).toBeGreaterThan(0);
    expect(await portInUse(port)).toBe(false);
    expect(env[CHOSEN_PORT_VARIABLE]).toBe(String(port));
  });

  it('E2E_PORT taken: fails at once, saying the port is in use and that no server is reused', async () => {
    const port = await occupied();
    expect(await portInUse(port)).toBe(true);
    const env: NodeJS.ProcessEnv = { E2E_PORT: String(port) };
    await expect(e2ePort(env)).rejects.toThrow(`E2E_PORT=${port}: the port is already in use`);
    expect(env[CHOSEN_PORT_VARIABLE]).toBeUndefined();
  });

  it('E2E_PORT free: that port', async () => {
    const port = await occupied();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await e2ePort({ E2E_PORT: String(port) })).toBe(port);
  });

  it('a worker (the runner already chose) takes the chosen port without checking it: its own server holds it', async () => {
    const port = await occupied();
    expect(await e2ePort({ E2E_PORT: String(port), [CHOSEN_PORT_VARIABLE]: String(port) })).toBe(port);
  });

  it('E2E_PORT that is not a port number is refused', async () => {
    await expect(e2ePort({ E2E_PORT: 'abc' })).rejects.toThrow('E2E_PORT=abc is not a port number');
    await expect(e2ePort({ E2E_PORT: '70000' })).rejects.toThrow('is not a port number');
  });
});
