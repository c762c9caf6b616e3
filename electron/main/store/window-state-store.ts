import { join } from 'node:path';
import { z } from 'zod';
import { JsonFileStore } from './json-file-store';

export const WINDOW_STATE_FILE = 'window-state.json';

export const windowStateSchema = z.strictObject({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1200, height: 800, maximized: false };

/** Where the window was and how big, kept in `window-state.json`. */
export function createWindowStateStore(folder: string, warn?: (message: string) => void): JsonFileStore<WindowState> {
  return new JsonFileStore<WindowState>({
    folder,
    path: join(folder, WINDOW_STATE_FILE),
    schema: windowStateSchema.partial(),
    defaults: DEFAULT_WINDOW_STATE,
    ...(warn ? { warn } : {}),
  });
}
