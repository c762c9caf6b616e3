import { httpsUrlSchema } from '../shared/contract';
import { PlatformError } from '../shared/contract';

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

/**
 * The only way a link leaves the app: https links (no credentials) go to the operating system's browser;
 * anything else is refused with a `forbidden-url` error.
 */
export async function openExternalLink(shell: ExternalOpener, url: unknown): Promise<{ opened: boolean }> {
  const parsed = httpsUrlSchema.safeParse(url);
  if (!parsed.success) {
    throw new PlatformError({
      code: 'forbidden-url',
      message: `Refused to open ${JSON.stringify(String(url)).slice(0, 200)}: only https:// links can be opened`,
    });
  }
  await shell.openExternal(new URL(parsed.data).toString()); // eng-disable OPEN_EXTERNAL_JS_CHECK -- the only call: the URL was just checked to be https without credentials
  return { opened: true };
}
