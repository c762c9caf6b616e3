import { operationOf, settle, type HandState, type LogEntry } from '../hand';
import { phhOfOperation } from './operations';
import { VARIANTS } from '../variants';
import type { PhhAction, PhhCard, PhhHand } from './types';

/**
 * A played hand (an engine HandState and its log) as a PHH hand, ready for writePhh: for saving a
 * trainer's hand or a floor ruling in the open format. PHH keeps no burns, scrambles, antes or
 * returned chips (they follow from the rules), and groups the cards a player gets in one round of
 * dealing into one `d dh` entry, in dealing order. finishing_stacks is filled in when the hand is over.
 */
export function phhFromHand(state: HandState, extra: Readonly<Record<string, unknown>> = {}): PhhHand {
  const config = state.config;
  const hand: PhhHand = {
    variant: VARIANTS[state.variant].phh,
    anteTrimming: config.anteTrimming ?? false,
    antes: config.antes ? [...config.antes] : config.stacks.map(() => config.structure.ante),
    bringIn: config.structure.bringIn,
    smallBet: config.structure.smallBet,
    bigBet: config.structure.bigBet,
    startingStacks: [...config.stacks],
    actions: actionsFromLog(state.log),
    extra: { ...extra },
  };
  if (state.phase !== 'complete' && state.phase !== 'showdown') return hand;
  return { ...hand, finishingStacks: [...settle(state).answer.finishingStacks] };
}

function actionsFromLog(log: readonly LogEntry[]): PhhAction[] {
  const actions: PhhAction[] = [];
  // Cards of the current run of deals, per player in the order players were first dealt to.
  let run = new Map<number, PhhCard[]>();
  let runStreet = 0;
  const flush = (): void => {
    for (const [player, cards] of run) actions.push({ kind: 'deal-hole', player, cards });
    run = new Map();
  };
  for (const entry of log) {
    if (entry.op === 'deal') {
      // A street with no betting (everyone all-in) still starts a new round of dealing.
      const street = entry.cards[0]?.street ?? runStreet;
      if (street !== runStreet) flush();
      runStreet = street;
      const cards = run.get(entry.player) ?? [];
      cards.push(...entry.cards.map((d) => d.card));
      run.set(entry.player, cards);
      continue;
    }
    // What PHH does not write (antes, uncalled bets given back, burns, scrambles) leaves the run of deals going.
    const op = operationOf(entry);
    const action = op === null ? null : phhOfOperation(op);
    if (action === null) continue;
    flush();
    actions.push(action);
  }
  flush();
  return actions;
}
