import { drillTextKey, isDrillSelector } from '../../drills/runner/kinds';

/** The i18n key of a drill's title, or null for a drill id this version does not know (shown as it is). */
export function drillTitleKey(drill: string): string | null {
  return isDrillSelector(drill) ? drillTextKey(drill, 'title') : null;
}
