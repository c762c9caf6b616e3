import { useI18n } from 'vue-i18n';
import { isRuleId, parseSkillId, ruleOfSkillId, type SkillKey } from '../../core';
import { useCoreText } from '../composables/useCoreText';
import { useAnswerTime } from '../composables/useAnswerTime';
import { drillTitleKey } from '../components/drill/drillTitle';
import { dayStart } from './records';

/** The words and numbers of the progress screens in the current language: skills, rules, dates, shares and times. */
export function useProgressText() {
  const { t, te } = useI18n();
  const core = useCoreText();
  const answerTime = useAnswerTime();
  const drill = (kind: string): string => {
    const key = drillTitleKey(kind);
    return key ? t(key) : kind;
  };
  const game = (variant: string): string => (te(`variant.${variant}`) ? t(`variant.${variant}`) : variant);
  const street = (n: number): string => t(`floorReplay.streets.s${n}`);
  const skill = (key: Pick<SkillKey, 'kind' | 'variant' | 'street'>): string =>
    t('progress.skills.name', { drill: drill(key.kind), game: game(key.variant), street: street(key.street) });
  /** A rule by the name users know: its book and section ("Robert's Rules of Poker, Seven-Card Stud, rules 1 and 12"). */
  const rule = (id: string): string => {
    return isRuleId(id) ? core.ruleName(id) : id;
  };
  /** A skill or a rule, from its id. */
  const skillOrRule = (id: string): string => {
    const key = parseSkillId(id);
    if (key) return skill(key);
    const ruleId = ruleOfSkillId(id);
    return ruleId ? rule(ruleId) : id;
  };
  const percent = (x: number): string => new Intl.NumberFormat(core.locale.value, { style: 'percent', maximumFractionDigits: 0 }).format(x);
  const date = (ms: number): string => new Intl.DateTimeFormat(core.locale.value, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const day = (n: number): string => new Intl.DateTimeFormat(core.locale.value, { dateStyle: 'medium' }).format(dayStart(n));
  const clock = (ms: number): string => new Intl.DateTimeFormat(core.locale.value, { timeStyle: 'short' }).format(ms);
  return { drill, game, street, skill, rule, skillOrRule, percent, date, day, clock, answerTime, locale: core.locale };
}
