/**
 * The port of the preview server the end-to-end tests start. E2E_PORT chooses it, and a port already taken stops
 * the run at once with a message saying so (the server is never reused: it could be another checkout's build).
 * Without E2E_PORT the system gives a free one. The choice is kept in the environment, so Playwright's workers,
 * which load the config again, use the port the runner chose instead of choosing (or checking) anew.
 */
import { createServer } from 'node:net';

export const CHOSEN_PORT_VARIABLE = 'BRING_IN_E2E_CHOSEN_PORT';

/** Listens on host:port for a moment: the port it got, or the error code (EADDRINUSE...). */
function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve({ error: error.code ?? String(error) }));
    server.listen({ port, host, exclusive: true }, () => {
      const got = server.address().port;
      server.close(() => resolve({ port: got }));
    });
  });
}

/** Whether a server already listens on the port (on IPv4 or IPv6 loopback, where `localhost` may point). */
export async function portInUse(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const { error } = await tryListen(port, host);
    if (error === 'EADDRINUSE' || error === 'EACCES') return true;
  }
  return false;
}

async function freePort() {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { port, error } = await tryListen(0, '127.0.0.1');
    if (error) throw new Error(`no free port for the end-to-end server: ${error}`);
    if (!(await portInUse(port))) return port;
  }
  throw new Error('no free port for the end-to-end server after 10 tries');
}

/**
 * @param {NodeJS.ProcessEnv} env read for E2E_PORT, and given the chosen port for the workers
 * @returns {Promise<number>}
 */
export async function e2ePort(env = process.env) {
  const chosen = env[CHOSEN_PORT_VARIABLE];
  if (chosen) return Number(chosen);
  const wanted = env.E2E_PORT?.trim();
  let port;
  if (wanted) {
    port = Number(wanted);
    if (!/^\d+$/.test(wanted) || port < 1 || port > 65535) throw new Error(`E2E_PORT=${wanted} is not a port number (1 to 65535).`);
    if (await portInUse(port)) {
      throw new Error(
        `E2E_PORT=${port}: the port is already in use (another checkout's preview server, or another program). ` +
          'The end-to-end tests start their own server and never reuse one: stop that server, choose another E2E_PORT, ' +
          'or leave E2E_PORT unset to get a free port.',
      );
    }
  } else {
    port = await freePort();
  }
  env[CHOSEN_PORT_VARIABLE] = String(port);
  return port;
}
