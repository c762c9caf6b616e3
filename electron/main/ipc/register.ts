import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  CHANNELS,
  PlatformError,
  parseRequest,
  toErrorInfo,
  type Action,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '../../shared/contract';

export type Handlers = { [A in Action]: (request: RequestOf<A>) => Promise<ResponseOf<A>> };

export interface RegisterOptions {
  isTrusted(event: IpcMainInvokeEvent): boolean;
  handlers: Handlers;
  log?: (message: string) => void;
}

/**
 * One `ipcMain.handle` per action. Each call is checked (sender, then payload against the contract's schema)
 * before its handler runs; every outcome, including errors, is answered as an Envelope.
 */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, options: RegisterOptions): void {
  for (const action of Object.keys(CHANNELS) as Action[]) {
    ipcMain.handle(CHANNELS[action], (event, ...args: unknown[]) => answer(action, event, args, options));
  }
}

async function answer<A extends Action>(
  action: A,
  event: IpcMainInvokeEvent,
  args: unknown[],
  options: RegisterOptions,
): Promise<Envelope<ResponseOf<A>>> {
  try {
    if (!options.isTrusted(event)) {
      throw new PlatformError({ code: 'forbidden-sender', message: `Refused ${action}: the call did not come from the Bring-In window` });
    }
    if (args.length > 1) {
      throw new PlatformError({
        code: 'invalid-payload',
        message: `Invalid payload for ${action}: expected at most one argument, got ${args.length}`,
      });
    }
    const request = parseRequest(action, args[0]);
    const handler = options.handlers[action] as (request: RequestOf<A>) => Promise<ResponseOf<A>>;
    return { ok: true, value: await handler(request) };
  } catch (error) {
    const info = toErrorInfo(error);
    if (info.code === 'internal')
      options.log?.(`IPC ${action} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { ok: false, error: info };
  }
}
