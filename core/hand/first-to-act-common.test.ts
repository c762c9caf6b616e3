import { describe, expect, it } from 'vitest';
import { generateScenario } from '../drills/generate';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import { VARIANTS, type VariantId } from '../variants';
import { nameBoard } from '../eval/describe';
import { boardLeader, upcards } from './order';
import { firstToAct } from './queries';
import type { HandState } from './types';

/** TDA 8-player hands on 7th street after a common card (the stub ran short: TDA RP-10-H), from the first-to-act drill. */
function tdaCommonHands(variant: VariantId, seeds: number): HandState[] {
  const out: HandState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const s = generateScenario(
      'first-to-act',
      { variant, players: 8, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
      seed,
    ).state;
    if (s.street === 7 && s.common !== undefined) out.push(s);
  }
  return out;
}

describe('first to act after a common card under TDA RP-10-H: the reason says what really decided it', () => {
  it.each(['stud', 'razz'] as const)(
    "%s: 6th street's first actor still in acts first again; folded, the best board without the common card acts, and the reason says so",
    (variant) => {
      const seen = { kept: 0, folded: 0 };
      for (const s of tdaCommonHands(variant, 120)) {
        const d = firstToAct(s);
        if (d.answer === null) continue;
        const sixth = s.openers[3]!;
        expect(sixth, 'somebody acted first on 6th street').not.toBeNull();
        expect(d.rules).toContain('tda.rp-10-h');
        if (!s.players[sixth]!.folded) {
          seen.kept++;
          expect(d.reason.key).toBe(d.answer === sixth ? 'hand.firstToAct.keepSixth' : 'hand.firstToAct.keepSixthAllIn');
          continue;
        }
        seen.folded++;
        // 6th street's first actor has folded: the best (razz: lowest) board showing, the common card not counted.
        const leader = boardLeader(s, 7, false)!;
        expect(d.reason.key).toBe(`hand.firstToAct.keepSixthFolded.${variant === 'razz' ? 'low' : 'high'}`);
        // The board is named as the dealer says it, from the upcards without the common card.
        expect(d.reason.params).toMatchObject({
          sixth: sixth + 1,
          seat: d.answer + 1,
          board: { reasons: [nameBoard(upcards(s, leader.player, 7, false), VARIANTS[variant].boardOrder)] },
        });
        expect(formatReason(d.reason, 'en')).toMatch(
          new RegExp(
            `^After a common card, seat ${sixth + 1}, who acted first on 6th street, would act first again but has folded: seat ${d.answer + 1} acts first with the ${variant === 'razz' ? 'lowest' : 'best'} board showing, the common card aside: `,
          ),
        );
        for (const locale of LOCALES) expect(MESSAGES[d.reason.key]![locale]).toBeTruthy();
      }
      expect(seen.kept).toBeGreaterThan(0);
      expect(seen.folded).toBeGreaterThan(0);
    },
  );
});
