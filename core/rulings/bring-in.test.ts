import { describe, expect, it } from 'vitest';
import { legalActions } from '../hand';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { formatReason, message } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { applyPending, ruleOn, rulingLines } from './index';
import { act, chipsInPlay, deal, newHand } from './test-hands';

// Door cards: p0 3c (the true low card), p1 Qd, p2 4d, p3 9h.
const HANDS = ['AsKs3c', 'JdTdQd', '2h5h4d', '8s8c9h'];

describe('wrong player named low (RR stud 9)', () => {
  it.each(PROFILE_IDS)('%s: the next player has not acted: the wrong bet is taken back and the true low brings in', (id) => {
    const start = deal(newHand(HANDS, id));
    expect(start.round.actor).toBe(0);
    const ruling = ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false });
    expect(ruling.answer).toBe('wrong-bring-in-back');
    expect(ruling.rules).toEqual(['rr.stud.9']);
    expect(ruling.steps[0]).toEqual({ kind: 'return-bet', player: 2, amount: 2 });
    expect(ruling.nextToAct).toBe(0);
    expect(legalActions(ruling.after).answer!.bringIn).toBe(2);
    expect(ruling.alternatives).toEqual([]);
  });

  // RR 9 (Robert's Rules of Poker, Seven-Card Stud, rule 9): "if the next hand has acted after the wrong low card
  // bet, the bet stands, the action continues from there": from the player after the one who acted, never back to them.
  const acted = ['fold', 'call', 'complete'] as const;
  it.each(PROFILE_IDS.flatMap((id) => acted.map((a) => [id, a] as const)))(
    '%s: the next player has acted (%s): the bet stands and play goes on from the player after them',
    (id, nextAction) => {
      const start = deal(newHand(HANDS, id));
      const ruling = ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: true, nextAction });
      expect(ruling.answer).toBe('wrong-bring-in-stands');
      expect(ruling.rules).toEqual(['rr.stud.9']);
      // p2's bring-in is in and p3's action stands; the action is on p0 (the true low), not back on p3.
      expect(ruling.after.players[2]!.streetBets[0]).toBe(2);
      expect(ruling.after.log.at(-1)).toMatchObject({
        player: 3,
        op: nextAction === 'fold' ? 'fold' : nextAction === 'call' ? 'cc' : 'cbr',
      });
      expect(ruling.nextToAct).toBe(0);
      expect(ruling.steps).toEqual([{ kind: 'play-on' }, { kind: 'action-to', player: 0, options: 'normal' }]);
      expect(ruling.reason).toEqual({
        key: 'ruling.summary.wrong-bring-in-stands',
        params: { seat: 1, wrong: 3, amount: 2, acted: 4, next: 1 },
      });
      expect(formatReason(ruling.reason, 'en')).toBe(
        "The next player, seat 4, has acted: seat 3's bet (2) and seat 4's action stand, play goes on with seat 1, and seat 1 owes nothing.",
      );
      expect(formatReason(ruling.next, 'en')).toBe('seat 1');
      // The true low owes nothing: no bring-in to post, and it may fold.
      const legal = legalActions(ruling.after).answer!;
      expect(legal.player).toBe(0);
      expect(legal.fold).toBe(true);
      expect(legal.bringIn).toBeNull();
      expect(chipsInPlay(ruling.after)).toBe(chipsInPlay(start));
      expect(ruling.alternatives).toEqual([]);
    },
  );

  it('a completion by the wrong low stands as a completion; the next player raised it, and the player after them acts', () => {
    const start = deal(newHand(HANDS));
    const ruling = ruleOn(start, { kind: 'wrong-bring-in', player: 1, amount: 5, nextActed: true, nextAction: 'raise' });
    expect(ruling.after.log.at(-2)).toMatchObject({ op: 'cbr', player: 1, to: 5, kind: 'complete' });
    expect(ruling.after.log.at(-1)).toMatchObject({ op: 'cbr', player: 2, to: 10, kind: 'raise' });
    expect(ruling.after.round.toCall).toBe(10);
    expect(ruling.nextToAct).toBe(3);
  });

  it('heads-up, the next player is the true low and calls: the round is over, nobody is named to act', () => {
    const start = deal(newHand(HANDS.slice(0, 2)));
    // p0 holds the 3c (the true low); p1 is named wrongly and brings in; p0 calls.
    const ruling = ruleOn(start, { kind: 'wrong-bring-in', player: 1, amount: 2, nextActed: true, nextAction: 'call' });
    expect(ruling.answer).toBe('wrong-bring-in-stands');
    expect(ruling.reason).toEqual({
      key: 'ruling.summary.wrong-bring-in-stands.closed',
      params: { seat: 1, wrong: 2, amount: 2, acted: 1 },
    });
    expect(ruling.nextToAct).toBeNull();
    expect(ruling.after.street).toBe(4);
    expect(ruling.steps).toEqual([{ kind: 'play-on' }]);
  });

  it('what the next player did must be said, and be something they could do', () => {
    const start = deal(newHand(HANDS));
    expect(() => ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: true })).toThrow(
      /incident\.nextAction: must say what seat 4, the next player, did: one of "fold", "call", "complete", got undefined/,
    );
    expect(() => ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: true, nextAction: 'raise' })).toThrow(
      /one of "fold", "call", "complete", got "raise"/,
    );
    expect(() => ruleOn(start, { kind: 'wrong-bring-in', player: 1, amount: 5, nextActed: true, nextAction: 'complete' })).toThrow(
      /one of "fold", "call", "raise", got "complete"/,
    );
    expect(() => ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false, nextAction: 'call' })).toThrow(
      /incident\.nextAction: is given only when the next player has acted/,
    );
  });
});

describe('low card absent (RR stud 6; TDA 30)', () => {
  it.each(PROFILE_IDS)('%s: the bring-in is posted for the absent player', (id) => {
    const start = deal(newHand(HANDS, id));
    const ruling = ruleOn(start, { kind: 'bring-in-absent' });
    expect(ruling.steps[0]).toEqual({ kind: 'post-bring-in', player: 0, amount: 2 });
    expect(ruling.after.players[0]!.streetBets[0]).toBe(2);
    expect(ruling.decidedBy).toEqual([{ field: 'tournament', value: String(start.config.rules.tournament) }]);
    if (start.config.rules.tournament) {
      // TDA 30 (and RR tournament play): the hand is dead at once.
      expect(ruling.answer).toBe('absent-dead');
      expect(ruling.rules).toContain('tda.30');
      expect(ruling.after.players[0]!.folded).toBe(true);
      return;
    }
    // RR 6: the hand is killed when the betting reaches the seat.
    expect(ruling.answer).toBe('absent-rr6');
    expect(ruling.after.players[0]!.folded).toBe(false);
    expect(ruling.pending).toEqual([{ when: 'action-reaches', player: 0, step: 'kill-hand' }]);
    let s = act(ruling.after, 5, 'cc', 'cc'); // p1 completes, p2 and p3 call: the action is back to p0
    expect(s.round.actor).toBe(0);
    const done = applyPending(s, ruling.pending);
    s = done.state;
    expect(done.pending).toEqual([]);
    expect(s.players[0]!.folded).toBe(true);
    expect(s.street).toBe(4);
  });
});

describe('low card all-in for the ante (RR stud 8; TDA RP-10-E)', () => {
  it.each(PROFILE_IDS.filter((id) => PROFILES[id].shortStack === 'plays-all-in'))(
    '%s: the player to the left acts first and may fold, bring in or complete',
    (id) => {
      const start = deal(newHand(HANDS, id, { stacks: [1, 200, 200, 200] }));
      const ruling = ruleOn(start, { kind: 'bring-in-all-in' });
      expect(ruling.answer).toBe('all-in-low');
      // TDA RP-10-E is a tournament rule: cited only under a tournament profile.
      expect(ruling.rules).toEqual(PROFILES[id].tournament ? ['rr.stud.8', 'tda.rp-10-e'] : ['rr.stud.8']);
      expect(ruling.nextToAct).toBe(1);
      const legal = legalActions(ruling.after).answer!;
      expect([legal.fold, legal.bringIn, legal.completeTo]).toEqual([true, 2, 5]);
      expect(legalActions(ruling.after).rules).toContain('rr.stud.8');
      expect(legalActions(ruling.after).rules).not.toContain('rr.stud.5');
    },
  );

  it('online (SEED-003 cash games): a stack that cannot cover the ante and the bring-in is not dealt in (seed-003.cash-cover)', () => {
    expect(() => newHand(HANDS, 'online', { stacks: [1, 200, 200, 200] })).toThrow(
      /stacks\[0\] is 1, less than the ante and the bring-in \(3\).*sits the hand out \(seed-003\.cash-cover\)/,
    );
  });

  it.each(['stud', 'razz'] as const)(
    '%s: SEED-003 cash cover: under the online profile this cannot happen (the stack is not dealt in): listed as its own alternative, not as ruling the same',
    (variant) => {
      // Razz brings in with the high card: the Qd (seat 2); stud with the low card, the 3c (seat 1).
      const low = variant === 'razz' ? 1 : 0;
      const stacks = [200, 200, 200, 200];
      stacks[low] = 1;
      const ruling = ruleOn(deal(newHand(HANDS, 'rr-cash', { variant, stacks })), { kind: 'bring-in-all-in' });
      expect(ruling.answer).toBe('all-in-low');
      expect(ruling.decidedBy).toEqual([{ field: 'shortStack', value: 'plays-all-in' }]);
      expect(ruling.alternatives.map((a) => a.profile)).toEqual(['online']);
      const online = ruling.alternatives[0]!;
      expect(online.branch).toBe('not-dealt-in');
      expect(online.steps).toEqual([]);
      expect(online.rules).toEqual(['seed-003.cash-cover']);
      expect(online.decidedBy).toEqual([{ field: 'shortStack', value: 'sits-out' }]);
      expect(online.nextToAct).toBeNull();
      expect(online.reason).toEqual({ key: 'ruling.summary.not-dealt-in', params: { seat: low + 1 } });
      expect(formatReason(online.reason, 'en')).toBe(
        `Cannot happen under these house rules: a stack that cannot cover the ante and the bring-in is not dealt in, so seat ${low + 1} would have sat this hand out.`,
      );
      for (const locale of LOCALES) {
        const lines = rulingLines(ruling, locale);
        expect(lines).not.toContain(`  ${message('ruling.print.othersSame', locale)}`);
        expect(lines).toContain(`  - online: ${formatReason(online.reason, locale)}`);
      }
    },
  );

  it('is refused when the low card still has chips', () => {
    expect(() => ruleOn(deal(newHand(HANDS)), { kind: 'bring-in-all-in' })).toThrow(/still has chips/);
  });
});
