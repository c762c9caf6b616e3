import type { HandState } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import { withRules } from './kind';

/** House-rules fields (top level: `cap` stands for both cap fields). */
export type RulesField = keyof HouseRules;

/**
 * Runs `fn` on the table with its house rules behind a proxy that notes every field read, and returns
 * the fields. The engine reads house rules only from state.config.rules and is deterministic, so `fn`
 * under other rules that agree on every field read here runs the same way and gives the same answer
 * (sameOn): a wrong choice that would only repeat the right one need not be worked out. A function that
 * lists the rules' keys or compares the rules object by identity reads everything (and answers the same).
 */
export function rulesRead<T>(state: HandState, fn: (state: HandState) => T): { value: T; fields: ReadonlySet<RulesField> } {
  const fields = new Set<RulesField>();
  const all = () => {
    for (const k of Object.keys(state.config.rules)) fields.add(k as RulesField);
  };
  const tracked = new Proxy(state.config.rules, {
    get(target, key, receiver) {
      if (typeof key === 'string') fields.add(key as RulesField);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (typeof key === 'string') fields.add(key as RulesField);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      all();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') fields.add(key as RulesField);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  const value = fn(withRules(state, tracked));
  return { value, fields };
}

function sameField(a: HouseRules, b: HouseRules, field: RulesField): boolean {
  if (field === 'cap') return a.cap.raises === b.cap.raises && a.cap.headsUp === b.cap.headsUp;
  if (field === 'name') return a.name.en === b.name.en && a.name.es === b.name.es && a.name.it === b.name.it;
  return a[field] === b[field];
}

/** The two profiles agree on every field in `fields` (so a function that read only these answers the same under both). */
export function sameOn(a: HouseRules, b: HouseRules, fields: ReadonlySet<RulesField>): boolean {
  for (const f of fields) if (!sameField(a, b, f)) return false;
  return true;
}
