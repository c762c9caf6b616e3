import { BETTING_RULES } from './rules-betting';
import { DEALING_RULES } from './rules-dealing';
import { PROFILE_RULES } from './rules-profiles';

/** The rules the hand state machine cites (helper engine-hand's topics, merged into the rulebook in one line). */
export const HAND_RULES = { ...BETTING_RULES, ...DEALING_RULES, ...PROFILE_RULES } as const;
