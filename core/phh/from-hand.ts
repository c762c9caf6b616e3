import { settle, type HandState, type LogEntry } from '../hand';
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

/** Whether a log record leaves no trace in PHH (so a run of deals continues across it). */
const silent = (entry: LogEntry): boolean => entry.op === 'burn' || entry.op === 'scramble' || entry.op === 'ante' || entry.op === 'return';

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
    if (silent(entry)) continue;
    flush();
    switch (entry.op) {
      case 'common':
        actions.push({ kind: 'deal-board', cards: [entry.card] });
        break;
      case 'bringIn':
        actions.push({ kind: 'bring-in', player: entry.player });
        break;
      case 'cbr':
        actions.push({ kind: 'complete-bet-raise', player: entry.player, amount: entry.to });
        break;
      case 'cc':
        actions.push({ kind: 'check-call', player: entry.player });
        break;
      case 'fold':
        actions.push({ kind: 'fold', player: entry.player });
        break;
      case 'show':
        actions.push({ kind: 'show-muck', player: entry.player, cards: entry.cards === 'muck' ? null : [...entry.cards] });
        break;
    }
  }
  flush();
  return actions;
}
