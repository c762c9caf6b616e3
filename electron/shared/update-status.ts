/**
 * Where the desktop app's automatic update stands, as the main process tells the renderer. No Electron or Node
 * imports: the renderer imports this too (through contract.ts).
 */
import { z } from 'zod';

/** Why no update is looked for: the browser build, a run from the sources (tests too), a build without a feed, or the setting. */
export const updateOffReasonSchema = z.enum(['browser', 'not-packaged', 'no-feed', 'turned-off']);
export type UpdateOffReason = z.infer<typeof updateOffReasonSchema>;

const version = z.string().min(1).max(64);

export const updateStatusSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('off'), reason: updateOffReasonSchema }),
  z.strictObject({ state: z.literal('checking') }),
  z.strictObject({ state: z.literal('up-to-date') }),
  /** A newer version is downloading in the background. */
  z.strictObject({ state: z.literal('downloading'), version, percent: z.number().min(0).max(100).optional() }),
  /** Downloaded: installed by "restart to update", or when the app quits. */
  z.strictObject({ state: z.literal('ready'), version }),
  /** The check or the download failed (no network, a feed that cannot be read): the English words, for the log. */
  z.strictObject({ state: z.literal('failed'), message: z.string().max(500) }),
]);
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

export const installUpdateResponseSchema = z.strictObject({
  /** False when there is no downloaded update to install (nothing happens). */
  restarting: z.boolean(),
});
export type InstallUpdateResponse = z.infer<typeof installUpdateResponseSchema>;
