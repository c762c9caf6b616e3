import type { UpdateOffReason } from '../../shared/contract';

export interface UpdatePolicyInput {
  /** An installed app; a run from the sources (npm start, the end-to-end tests) never looks for updates. */
  packaged: boolean;
  /** The build carries an update feed (app-update.yml): only the CI workflow's installers do. */
  feedPresent: boolean;
  /** The user's setting (absent: on). */
  setting: boolean | undefined;
}

/** Why no update is looked for at start, or null when the app looks for one. */
export function updateCheckOff(input: UpdatePolicyInput): UpdateOffReason | null {
  if (!input.packaged) return 'not-packaged';
  if (!input.feedPresent) return 'no-feed';
  if (input.setting === false) return 'turned-off';
  return null;
}
