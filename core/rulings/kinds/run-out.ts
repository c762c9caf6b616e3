/** Running out of cards on 7th street: RR stud 15, TDA RP-10-H or the online rule (SEED-000), by the profile's runOut. */
import type { Card } from '../../cards';
import { burn, dealCards, dealCommon, nextDealerStep, scrambleStub } from '../../hand';
import { computeRunOut, owed, runOutRules, scrambleCards } from '../../hand/dealing';
import type { HandState, Player } from '../../hand/types';
import type { RuleId } from '../../rulebook/rules';
import { VARIANTS } from '../../variants';
import { handAt } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import type { RulingStep } from '../steps';
import { alivePlayers, dealRest, dealSeventhAtOnce, stubCount, type ApplyOptions } from '../transforms';
import { seat, verdict, worded } from '../verdict';
import type { KindRuling } from './kind';

interface RunOutSimulation {
  /** The hand before the 7th-street deal with a known stub (unknown cards filled in with unseen ones when the real stub is unknown). */
  readonly state: HandState;
  /** The dealer's steps by the engine, in order. */
  readonly steps: readonly ('burn' | 'deal' | 'scramble' | 'common')[];
  /** Cards gathered by the scramble (0 = none). */
  readonly scrambled: number;
  /** What the scramble gathered: the rest of the stub with the burns, or the burns alone (the stub's cards left unused). */
  readonly gathers: 'stub-and-burns' | 'burns';
  /** Who acts first after the 7th-street deal (null = unknown or nobody). */
  readonly first: Player | null;
}

/** Run the engine's own 7th-street procedure on a copy, to describe it (and to count an unknown stub). */
function syntheticStub(state: HandState, options: ApplyOptions): RunOutSimulation {
  let s = state;
  const known = state.stub !== null;
  if (!known) {
    const seen = new Set<Card>();
    for (const p of state.players) for (const d of p.cards) if (d.card !== null) seen.add(d.card);
    for (const b of state.burns) if (b !== null) seen.add(b);
    if (state.common !== undefined && state.common !== null) seen.add(state.common);
    const unseen: Card[] = [];
    for (let c = 0; c < 52; c++) if (!seen.has(c)) unseen.push(c);
    let k = 0;
    const players = state.players.map((p) => ({ ...p, cards: p.cards.map((d) => (d.card === null ? { ...d, card: unseen[k++]! } : d)) }));
    const burns = state.burns.map((b) => (b === null ? unseen[k++]! : b));
    s = { ...state, players, burns, stub: unseen.slice(k), stubTop: 0 };
  }
  const start = s;
  const steps: ('burn' | 'deal' | 'scramble' | 'common')[] = [];
  let scrambled = 0;
  let gathers: 'stub-and-burns' | 'burns' = 'stub-and-burns';
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    const atOnce = options.plain !== true ? dealSeventhAtOnce(s, () => false) : null;
    if (atOnce !== null) {
      for (let p = 0; p < s.players.length; p++) if (owed(s, p) > 0) steps.push('deal');
      s = atOnce;
      continue;
    }
    const step = nextDealerStep(s).answer;
    if (step.kind === 'burn') s = burn(s);
    else if (step.kind === 'deal') s = dealCards(s, step.player);
    else if (step.kind === 'scramble') {
      const pool = scrambleCards(s);
      scrambled = pool.length;
      if (s.stub!.length - s.stubTop > 0 && !pool.includes(s.stub![s.stubTop]!)) gathers = 'burns';
      s = scrambleStub(s, pool);
    } else if (step.kind === 'common') {
      steps.push('common');
      s = dealCommon(s);
      break;
    } else break;
    steps.push(step.kind);
  }
  const first =
    s.phase === 'betting' && (known || state.config.rules.commonCardFirst === 'keep-sixth-street' || !steps.includes('common'))
      ? s.round.actor
      : null;
  return { state: start, steps, scrambled, gathers, first };
}

export const runOut: KindRuling<'run-out', 'run-out-enough' | 'run-out-scramble' | 'run-out-common'> = {
  decide(state, _incident, options) {
    if (
      state.street !== 7 ||
      state.phase !== 'dealing' ||
      state.burnedFor[3]! > 0 ||
      state.scrambled ||
      state.players.some((p) => p.cards.some((d) => d.street === 7))
    ) {
      throw new IncidentError('kind', 'incident.error.runOutTiming', handAt(state));
    }
    const sim = syntheticStub(state, options);
    const plan = computeRunOut(sim.state);
    const owedPlayers = alivePlayers(state).filter((p) => owed(state, p) > 0).length;
    const steps: RulingStep[] = [];
    for (const need of sim.steps) {
      const last = steps[steps.length - 1];
      if (need === 'deal') {
        if (last && last.kind === 'deal-some') steps[steps.length - 1] = { kind: 'deal-some', count: last.count + 1 };
        else steps.push({ kind: 'deal-some', count: 1 });
      } else if (need === 'burn') steps.push({ kind: 'burn' });
      else if (need === 'common') steps.push({ kind: 'deal-common' });
      else steps.push({ kind: 'scramble', count: sim.scrambled, gathers: sim.gathers });
    }
    // A single run of deals covering everyone reads better as "deal the rest".
    if (steps.length > 0) {
      const lastStep = steps[steps.length - 1]!;
      if (lastStep.kind === 'deal-some' && !steps.slice(0, -1).some((s) => s.kind === 'deal-some'))
        steps[steps.length - 1] = { kind: 'deal-rest', street: 7 };
    }
    const common = plan === 'common' || plan === 'scramble-then-common';
    const withCommon = common && state.config.rules.commonCardFirst === 'high-with-common';
    // The high hand using the common card (RR 15) is known only once that card is turned, after the ruling (and after
    // a scramble no stub order tells it): no seat is named, the rule is. TDA RP-10-H keeps the 6th-street opener, known now.
    const first = withCommon ? null : sim.first;
    if (withCommon) steps.push({ kind: 'first-by-board', board: VARIANTS[state.variant].boardOrder, common: true });
    else if (first !== null) steps.push({ kind: 'action-to', player: first, options: 'normal' });
    const params = { stub: stubCount(state), owed: owedPlayers, first: first === null ? '-' : seat(first) };
    const rules: RuleId[] = runOutRules(sim.state);
    const by: DecidedBy[] = [{ field: 'runOut', value: state.config.rules.runOut }];
    if (plan === 'deal') return verdict('run-out-enough', steps, rules, params, by);
    if (plan === 'scramble-then-deal') return verdict('run-out-scramble', steps, rules, params, by);
    by.push({ field: 'commonCardFirst', value: state.config.rules.commonCardFirst });
    const commonRules: RuleId[] = [...rules, withCommon ? 'rr.stud.15' : 'tda.rp-10-h'];
    if (first === null)
      return worded(
        verdict('run-out-common', steps, commonRules, { stub: params.stub, owed: params.owed }, by),
        'ruling.summary.run-out-common-open',
      );
    return verdict('run-out-common', steps, commonRules, params, by);
  },
  perform(state, _incident, v, options) {
    // An unknown stub (a hand history) has no count for the engine to follow a scramble or a common card by: the hand
    // stays as it was, the dealer carries the steps out and the history says what came.
    if (v.branch !== 'run-out-enough' && state.stub === null) return state;
    return dealRest(state, options);
  },
};
