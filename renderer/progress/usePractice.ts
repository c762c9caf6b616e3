import { useRouter } from 'vue-router';
import { DRILL_KINDS, ruleOfSkillId, type DrillKind, type SkillProgress, type VariantId, VARIANT_IDS } from '../../core';
import { useDrillSettings } from '../drills/runner/useDrillSettings';
import { drillPath, isDrillKind } from '../drills/runner/kinds';
import { usePlatformApi } from '../composables/usePlatformApi';
import { DEFAULT_RUN, useDrillRunStore, type RunConfig } from '../stores/drillRun';
import { useSessionStore } from '../stores/session';

/** How many questions a practice run has. */
export const PRACTICE_QUESTIONS = 10;

/**
 * The run that practises one skill: a drill skill deals its own kind, game and street; a rule deals the kinds
 * that cited it, in the trainee's usual game. Table size, house rules and structure are the trainee's usual ones.
 */
export function practiceRun(skill: SkillProgress, usual: Omit<RunConfig, 'selector'>): RunConfig | null {
  const length = { mode: 'questions', count: PRACTICE_QUESTIONS } as const;
  const base = { players: usual.players, profile: usual.profile, structure: usual.structure, length };
  if (skill.key) {
    if (!isDrillKind(skill.key.kind) || !(VARIANT_IDS as readonly string[]).includes(skill.key.variant)) return null;
    return { selector: skill.key.kind, variant: skill.key.variant as VariantId, ...base, focus: { street: skill.key.street } };
  }
  const rule = ruleOfSkillId(skill.id);
  if (!rule) return null;
  const kinds = skill.kinds.filter((k): k is DrillKind => isDrillKind(k));
  return { selector: 'mixed', variant: usual.variant, ...base, focus: { rule, kinds: kinds.length > 0 ? kinds : DRILL_KINDS } };
}

/** The review run: the deck's questions in order, each once. */
export function reviewRun(codes: readonly string[]): RunConfig {
  return { selector: 'mixed', ...DEFAULT_RUN, length: { mode: 'questions', count: Math.max(1, codes.length) }, deck: [...codes] };
}

/** Starts practice and review runs and opens their drill. */
export function usePractice() {
  const router = useRouter();
  const run = useDrillRunStore();
  const session = useSessionStore();
  const settings = useDrillSettings(usePlatformApi());

  function open(config: RunConfig): void {
    run.start(config, Date.now(), session.results.length);
    void router.push(drillPath(config.selector));
  }

  async function practise(skill: SkillProgress): Promise<void> {
    const config = practiceRun(skill, await settings.load());
    if (config) open(config);
  }

  function review(codes: readonly string[]): void {
    if (codes.length > 0) open(reviewRun(codes));
  }

  return { practise, review };
}
