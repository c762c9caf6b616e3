import { computed } from 'vue';
import { CHOICE_LETTERS, type ChoiceLetter, type Player, type QuestionPart, type SeatTarget, type SpecialTarget } from '../../../core';
import type { DrillAnswerKeyHandlers } from '../../composables/useDrillAnswerKeys';
import type { DrillRunner } from './useDrillRunner';

/** The seats a question's part lets the trainee pick (none when it does not ask for a seat). */
export function pickableSeats(part: QuestionPart | null | undefined): Player[] {
  return part && (part.kind === 'seat' || part.kind === 'seat-order') ? [...part.candidates] : [];
}

/**
 * What the table draws of a runner's question: the seats a part lets the trainee pick, and once graded the right
 * seat order, the seats picked wrongly and the amounts answered (on the pot: every pot of a pot count, else one).
 */
export function useAnswerOnTable(runner: DrillRunner) {
  const pickable = computed<Player[]>(() => pickableSeats(runner.part.value));
  const answerOrder = computed<SeatTarget[]>(() => {
    const order = runner.graded.value?.expected.find((e) => e.kind === 'seat-order');
    return order?.kind === 'seat-order' ? [...order.order] : [];
  });
  const wrongSeats = computed<Player[]>(() =>
    (runner.graded.value?.parts ?? []).flatMap((p) => (!p.correct && p.given?.kind === 'seat' ? [p.given.seat] : [])),
  );
  const answerAmounts = computed<number[]>(() => {
    const amounts = (runner.graded.value?.expected ?? []).flatMap((e) => (e.kind === 'amount' ? [e.amount] : []));
    return runner.scenario.value?.kind === 'pot' ? amounts : amounts.slice(0, 1);
  });
  return { pickable, answerOrder, wrongSeats, answerAmounts };
}

/** The letter keys of a seat order's special targets: B the burn, S the scramble, C the common card. */
const SPECIAL_KEYS: Readonly<Record<string, SpecialTarget>> = { B: 'burn', S: 'scramble', C: 'common' };

/**
 * A runner's letter keys (a choice's letter; a seat order's burn, scramble and common card) and Backspace (undo the
 * last tap of a seat order): the drill keys besides the seats' digits and Enter, which each screen handles its way.
 */
export function runnerLetterKeys(runner: DrillRunner): Required<Pick<DrillAnswerKeyHandlers, 'onLetter' | 'onBackspace'>> {
  return {
    onLetter: (letter) => {
      const part = runner.part.value;
      if (part?.kind === 'choice' && (CHOICE_LETTERS as readonly string[]).includes(letter)) {
        runner.pickChoice(letter as ChoiceLetter);
        return true;
      }
      const special = SPECIAL_KEYS[letter];
      if (part?.kind === 'seat-order' && special && part.specials.includes(special)) {
        runner.tapSpecial(special);
        return true;
      }
      return false;
    },
    onBackspace: () => {
      if (runner.part.value?.kind !== 'seat-order' || runner.draft.value.length === 0) return false;
      runner.undoTap();
      return true;
    },
  };
}
