import { describe, expect, it } from 'vitest';
import { newDeck, parseCard } from '../cards';
import { createHand, legalActions } from '../hand';
import { PROFILE_IDS, PROFILES, type ProfileId } from '../profiles';
import { createRng } from '../rng';
import { applyPending, applyRuling, restrictedActions, ruleOn, type RulingBranch } from './index';
import { act, callDown, cardCensus, chipsInPlay, deal, newHand, STRUCTURE, toStreet } from './test-hands';

const RR14: readonly ProfileId[] = ['rr-cash', 'rr-tournament', 'online'];

// Boards: p0 3c Qc 4d 5d, p1 2c Kc 8d 9d (7th: 9s), p2 7h Ah 2s 3s: p2 (ace high) leads on 6th.
const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];

describe('two burns or no burn (RR stud 13)', () => {
  it.each(PROFILE_IDS)('%s: the cards go back to their proper places', (id) => {
    const start = toStreet(newHand(HANDS, id), 5);
    const ruling = ruleOn(start, { kind: 'burn-error', burns: 0 });
    expect(ruling.answer).toBe('burn-restore');
    expect(ruling.rules).toEqual(['rr.stud.13']);
    // Exactly the hand a proper deal gives.
    expect(ruling.after.players).toEqual(deal(start).players);
    expect(ruling.after.burns).toEqual(deal(start).burns);
  });

  it.each(PROFILE_IDS)('%s: final downcard after no burn, seen by the player: the player keeps it', (id) => {
    const start = toStreet(newHand(HANDS, id), 7);
    const top = start.stubTop;
    const ruling = ruleOn(start, { kind: 'burn-error', burns: 0, seen: true });
    expect(ruling.answer).toBe('burn-keep');
    const stub = start.stub!;
    expect(ruling.after.players[0]!.cards[6]!.card).toBe(stub[top]); // the card meant as the burn
    expect(ruling.after.burns.at(-1)).toBe(stub[top + 1]);
    expect(ruling.after.players[1]!.cards[6]!.card).toBe(stub[top + 2]);
    expect(new Set(cardCensus(ruling.after)).size).toBe(52);
  });

  it.each(PROFILE_IDS)('%s: final downcard after two burns, seen: the player keeps it, the others follow in order', (id) => {
    const start = toStreet(newHand(HANDS, id), 7);
    const top = start.stubTop;
    const ruling = ruleOn(start, { kind: 'burn-error', burns: 2, seen: true });
    expect(ruling.answer).toBe('burn-keep');
    expect(ruling.after.players[0]!.cards[6]!.card).toBe(start.stub![top + 2]);
    expect(ruling.after.players[2]!.cards[6]!.card).toBe(start.stub![top + 4]);
    expect(ruling.after.burns.slice(-2)).toEqual([start.stub![top], start.stub![top + 1]]);
  });
});

describe('premature cards (RR stud 14, RR irregularities; TDA RP-5-D)', () => {
  const branch = (id: ProfileId): RulingBranch => (RR14.includes(id) ? 'premature-rr14' : 'premature-tda');

  it.each(PROFILE_IDS)('%s: two 5th-street cards dealt during the 4th-street betting', (id) => {
    const start = act(deal(toStreet(newHand(HANDS, id), 4)), 5); // p2 (Ah) bets; p0 and p1 still to act
    const T = start.stubTop;
    const stub = start.stub!;
    const ruling = ruleOn(start, { kind: 'premature-cards', count: 2 }, PROFILES[id], { rng: createRng(3) });
    expect(ruling.answer).toBe(branch(id));
    expect(ruling.decidedBy).toEqual([{ field: 'prematureCard', value: PROFILES[id].prematureCard }]);
    expect(ruling.nextToAct).toBe(start.round.actor);
    if (!RR14.includes(id)) {
      // TDA RP-5-D: back into the stub, reshuffle; the street is dealt again without a burn.
      expect(ruling.rules).toEqual(['tda.rp-5-d']);
      const after = applyRuling(start, ruling, { rng: createRng(3) });
      expect(after.burns.at(-1)).toBe(stub[T]);
      expect([...after.stub!.slice(after.stubTop)].sort((a, b) => a - b)).toEqual([...stub.slice(T + 1)].sort((a, b) => a - b));
      const fifth = callDown(after);
      expect(fifth.street).toBe(5);
      expect(deal(fifth).burns).toEqual(after.burns); // no new burn on 5th
      return;
    }
    // RR 14: the premature cards are out of play, even if a player who had not acted folds.
    expect(ruling.rules).toEqual(['rr.stud.14', 'rr.irregularities.premature']);
    expect(ruling.after.burns.slice(-3)).toEqual(stub.slice(T, T + 3));
    let s = act(ruling.after, 'f', 'cc'); // p0 folds, p1 checks: the betting is over
    expect([s.street, s.phase]).toEqual([5, 'dealing']);
    const done = applyPending(s, ruling.pending);
    expect(done.pending).toEqual([]);
    // One more card per player still in (two) is taken out; then burn and deal.
    expect(done.state.burns.slice(-2)).toEqual(stub.slice(T + 3, T + 5));
    s = deal(done.state);
    expect(s.burns.at(-1)).toBe(stub[T + 5]);
    expect(s.players[1]!.cards[4]!.card).toBe(stub[T + 6]);
    expect(s.players[2]!.cards[4]!.card).toBe(stub[T + 7]);
    expect(new Set(cardCensus(s)).size).toBe(52);
  });

  it.each(PROFILE_IDS)('%s: a premature final downcard the player looked at', (id) => {
    const start = deal(toStreet(newHand(HANDS, id), 6)); // 6th-street betting: p2 acts first
    const T = start.stubTop;
    const ruling = ruleOn(start, { kind: 'premature-cards', count: 1, seenBy: 0 });
    expect(ruling.answer).toBe(RR14.includes(id) ? 'premature-rr14-seen' : 'premature-tda');
    if (!RR14.includes(id)) return;
    // RR 14: the player keeps the card and may not bet or raise on 6th street.
    expect(ruling.after.players[0]!.cards[6]).toEqual({ card: start.stub![T + 1], up: false, street: 7 });
    let s = act(ruling.after, 10); // p2 bets
    const legal = legalActions(s).answer!;
    expect(legal.player).toBe(0);
    expect(legal.betOrRaiseTo.length).toBeGreaterThan(0);
    expect(restrictedActions(s, legal, ruling).betOrRaiseTo).toEqual([]);
    s = act(s, 'cc', 'cc');
    s = applyPending(s, ruling.pending).state;
    s = deal(s);
    // 7th street: p0 is not dealt again; the others are.
    expect(s.players.map((p) => p.cards.length)).toEqual([7, 7, 7]);
    expect(new Set(cardCensus(s)).size).toBe(52);
  });
});

describe('7th-street card dealt face up (RR stud 16, RR stud 17, TDA RP-10-B)', () => {
  it.each(PROFILE_IDS)('%s: to an all-in player: the card stays, the others get theirs down', (id) => {
    // p1 calls the bring-in with its last chips.
    const start = toStreet(newHand(HANDS, id, { stacks: [200, 3, 200] }), 7);
    expect(start.players[1]!.stack).toBe(0);
    const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 1 });
    expect(ruling.answer).toBe('seventh-all-in');
    expect(ruling.rules).toEqual(['rr.stud.16']);
    expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([false, true, false]);
  });

  const multi: Record<ProfileId, RulingBranch> = {
    'rr-cash': 'seventh-rr17-multi',
    'rr-tournament': 'seventh-rr17-multi',
    online: 'seventh-rr17-multi',
    tda: 'seventh-tda',
  };
  it.each(PROFILE_IDS)('%s: to one of three players', (id) => {
    const start = toStreet(newHand(HANDS, id), 7);
    const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 1 });
    expect(ruling.answer).toBe(multi[id]);
    expect(ruling.decidedBy).toEqual([{ field: 'seventhUp', value: PROFILES[id].seventhUp }]);
    if (id === 'tda') {
      // RP-10-B: replaced; the exposed 9s is out of play, p1 gets a new card down; p2 (ace high) still opens.
      expect(ruling.after.players[1]!.cards[6]!.up).toBe(false);
      expect(ruling.after.players[1]!.cards[6]!.card).not.toBe(parseCard('9s'));
      expect(ruling.after.burns).toContain(parseCard('9s'));
      expect(ruling.nextToAct).toBe(2);
      return;
    }
    // RR 17: the 9s stays up and pairs p1's board: the high hand using all upcards starts; the others are dealt down.
    expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([false, true, false]);
    expect(ruling.nextToAct).toBe(1);
    expect(ruling.steps).toContainEqual({ kind: 'may-declare-all-in', player: 1 });
  });

  const HU = [HANDS[0]!, HANDS[1]!];
  it.each(PROFILE_IDS)("%s: heads-up, the first player's card is dealt up", (id) => {
    const start = toStreet(newHand(HU, id), 7);
    const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 0 });
    if (id === 'tda') return expect(ruling.answer).toBe('seventh-tda');
    // RR 17(b): the second player's final card is dealt face up too.
    expect(ruling.answer).toBe('seventh-rr17-first');
    expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([true, true]);
    expect(ruling.steps).toContainEqual({ kind: 'deal-up', player: 1 });
  });

  it.each(PROFILE_IDS)(
    "%s: heads-up, the first player's card up, the other all-in (no betting left): RR 17(b) still deals the second card up; TDA RP-10-B keeps the card",
    (id) => {
      // p1 calls the bring-in with its last chips: all-in, so no betting remains and the dealer deals on to 7th street.
      let start = callDown(deal(newHand(HU, id, { stacks: [200, 3] })));
      while (!(start.street === 7 && start.burnedFor[3] === 0)) start = deal(start, 1);
      expect(start.players[1]!.stack).toBe(0);
      const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 0 });
      expect(ruling.answer).toBe('seventh-no-action');
      if (PROFILES[id].seventhUp === 'tda-rp-10-b') {
        // RP-10-B replaces the card only "while betting action remains".
        expect(ruling.rules).toEqual(['tda.rp-10-b']);
        expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([true, false]);
        return;
      }
      expect(ruling.rules).toEqual(['rr.stud.17']);
      expect(ruling.steps).toEqual([
        { kind: 'keep-card', player: 0 },
        { kind: 'deal-up', player: 1 },
      ]);
      expect(ruling.reason.key).toBe('ruling.summary.seventh-no-action.both-up');
      expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([true, true]);
    },
  );

  it.each(PROFILE_IDS)("%s: heads-up, only the second player's card is dealt up", (id) => {
    const start = toStreet(newHand(HU, id), 7);
    const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 1 });
    if (id === 'tda') return expect(ruling.answer).toBe('seventh-tda');
    // RR 17(b): that player may declare all-in; the first player's card is down.
    expect(ruling.answer).toBe('seventh-rr17-second');
    expect(ruling.after.players.map((p) => p.cards[6]!.up)).toEqual([false, true]);
    expect(ruling.steps).toContainEqual({ kind: 'may-declare-all-in', player: 1 });
  });
});

describe('running out of cards (RR stud 15, TDA RP-10-H, SEED-000)', () => {
  function toSeventh(players: number, id: ProfileId) {
    const start = createHand({
      variant: 'stud',
      rules: PROFILES[id],
      structure: STRUCTURE,
      stacks: new Array(players).fill(200),
      deck: newDeck(),
    });
    return toStreet(start, 7);
  }

  const RR15: readonly ProfileId[] = ['rr-cash', 'rr-tournament'];
  it.each(PROFILE_IDS)('%s: eight players to 7th street: one card left, a common card', (id) => {
    const start = toSeventh(8, id);
    expect(start.stub!.length - start.stubTop).toBe(1); // 8 x 6 + 3 burns = 51 (SEED-000)
    const ruling = ruleOn(start, { kind: 'run-out' });
    expect(ruling.answer).toBe('run-out-common');
    const kinds = ruling.steps.map((s) => s.kind);
    expect(kinds).toContain('deal-common');
    // RR 15: the usual burn takes the one card left, the burns are scrambled, "burns again" and turns the common card.
    // TDA RP-10-H: scramble the stub with the burns, burn, common card. Online (SEED-000): scramble, common card.
    const dealer = kinds.filter((k) => k !== 'first-by-board' && k !== 'action-to');
    expect(dealer).toEqual(
      RR15.includes(id)
        ? ['burn', 'scramble', 'burn', 'deal-common']
        : id === 'tda'
          ? ['scramble', 'burn', 'deal-common']
          : ['scramble', 'deal-common'],
    );
    // SEED-000 scrambles the 3 burns alone ("tomará todas las cartas quemadas, barajará"); RR 15 its 4 burns (the stub's
    // one card among them); TDA RP-10-H the stub's card with the 3 burns.
    expect(ruling.steps.find((s) => s.kind === 'scramble')).toEqual({
      kind: 'scramble',
      count: id === 'online' ? 3 : 4,
      gathers: id === 'online' ? 'burns' : 'stub-and-burns',
    });
    expect(ruling.decidedBy.map((d) => d.field)).toEqual(['runOut', 'commonCardFirst']);
    expect(ruling.after.common).not.toBeUndefined();
    if (id === 'online') expect(start.burns).toContain(ruling.after.common); // the stub's last card stays unused
    expect(new Set(cardCensus(ruling.after)).size).toBe(52);
    expect(chipsInPlay(ruling.after)).toBe(chipsInPlay(start));
    if (id === 'tda') expect(ruling.nextToAct).toBe(start.openers[3]); // RP-10-H: the 6th-street opener
    expect(ruling.alternatives.length).toBeGreaterThan(0);
  });

  it.each(PROFILE_IDS)('%s: seven players to 7th street: everyone still gets a card of their own', (id) => {
    const start = toSeventh(7, id);
    const ruling = ruleOn(start, { kind: 'run-out' }, PROFILES[id], { rng: createRng(11) });
    expect(ruling.answer).toBe('run-out-scramble');
    expect(ruling.rules).toContain(id === 'tda' ? 'tda.rp-10-h' : id === 'online' ? 'seed-000.run-out' : 'rr.stud.15');
    const kinds = ruling.steps.map((s) => s.kind);
    // RR 15: the usual burn, all but the last card of the stub dealt, then the scramble and a burn again (5 cards for 2 players).
    if (RR15.includes(id)) expect(kinds).toEqual(['burn', 'deal-some', 'scramble', 'burn', 'deal-some', 'action-to']);
    else expect(kinds[0]).toBe('scramble');
    const after = applyRuling(start, ruling, { rng: createRng(11) });
    expect(after.players.every((p) => p.cards.length === 7)).toBe(true);
    expect(new Set(cardCensus(after)).size).toBe(52);
  });

  it.each(PROFILE_IDS)('%s: six players: enough cards, deal normally', (id) => {
    const ruling = ruleOn(toSeventh(6, id), { kind: 'run-out' });
    expect(ruling.answer).toBe('run-out-enough');
    expect(ruling.steps.map((s) => s.kind)).toEqual(['burn', 'deal-rest', 'action-to']);
  });
});
