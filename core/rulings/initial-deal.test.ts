import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { burn, legalActions } from '../hand';
import { PROFILE_IDS, PROFILES, customProfile, type ProfileId } from '../profiles';
import { createRng } from '../rng';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { applyRuling, ruleOn, stepReason, type Incident, type RulingBranch } from './index';
import { act, callDown, cardCensus, chipsInPlay, deal, newHand } from './test-hands';

// p0 door 3c (the low card), p1 door 2c is dealt DOWN when p1's hole card is exposed, p2 door 7h.
const HANDS = ['AsKs3c', 'QdJd2c', '9h8h7h'];
const HANDS4 = [...HANDS, 'TcTd6s'];

function expectMisdeal(before: ReturnType<typeof newHand>, after: ReturnType<typeof newHand>): void {
  // A fresh deal: no cards out, antes in, every stack as it started the hand.
  expect(after.phase).toBe('dealing');
  expect(after.players.every((p) => p.cards.length === 0)).toBe(true);
  after.players.forEach((p, i) => expect(p.stack + p.ante).toBe(before.config.stacks[i]));
  expect(chipsInPlay(after)).toBe(chipsInPlay(before));
}

describe('hole card exposed on the initial deal (RR stud 5, RR 5 tournament, TDA RP-10-A)', () => {
  const expectedOne: Record<ProfileId, RulingBranch> = {
    'rr-cash': 'exposed-one-rr5',
    online: 'exposed-one-rr5',
    'rr-tournament': 'exposed-misdeal',
    tda: 'exposed-tda',
  };

  it.each(PROFILE_IDS)('%s: one hole card exposed', (id) => {
    const start = deal(newHand(HANDS, id), 1); // the dealer is dealing the first round
    const ruling = ruleOn(start, { kind: 'exposed-hole-card', player: 1, hole: 0 });
    expect(ruling.answer).toBe(expectedOne[id]);
    expect(ruling.decidedBy).toEqual([{ field: 'exposedHoleCard', value: start.config.rules.exposedHoleCard }]);
    if (id === 'rr-tournament') {
      expect(ruling.rules).toContain('rr.stud.5-tournament');
      expectMisdeal(start, ruling.after);
      return;
    }
    // RR 5 / RP-10-A: the exposed Qd plays as the upcard and the third card (2c) is dealt face down.
    expect(ruling.rules).toContain(id === 'tda' ? 'tda.rp-10-a' : 'rr.stud.5');
    const p1 = ruling.after.players[1]!.cards;
    expect(p1.map((d) => [d.card, d.up])).toEqual([
      [parseCard('Qd'), true],
      [parseCard('Jd'), false],
      [parseCard('2c'), false],
    ]);
    expect(ruling.nextToAct).toBe(0); // 3c is now the lowest upcard
    expect(ruling.after.bringInPlayer).toBe(0);
    expect(ruling.alternatives.map((a) => a.profile)).toContain('rr-tournament');
  });

  it("options.others: the user's profiles are set beside the ruling too, in the order given, when they rule otherwise (STUD-RULES.md section 9)", () => {
    const start = deal(newHand(HANDS, 'rr-cash'), 1);
    const incident: Incident = { kind: 'exposed-hole-card', player: 1, hole: 0 };
    const shipped = ruleOn(start, incident);
    expect(shipped.alternatives.map((a) => a.profile)).toEqual(['rr-tournament', 'tda']);
    // A cash room that rules a misdeal, and one that rules as RR cash: only the first differs.
    const misdeal = customProfile(PROFILES['rr-cash'], { exposedHoleCard: 'misdeal' }, 'Misdeal room', 'custom:misdeal-room-a1b2');
    const same = customProfile(PROFILES['rr-cash'], { oddChip: 'tda' }, 'Same room', 'custom:same-room-c3d4');
    const ruling = ruleOn(start, incident, start.config.rules, { others: [...PROFILE_IDS.map((id) => PROFILES[id]), misdeal, same] });
    expect(ruling.alternatives.map((a) => a.profile)).toEqual(['rr-tournament', 'tda', 'custom:misdeal-room-a1b2']);
    expect(ruling.alternatives[2]!.branch).toBe('exposed-misdeal');
    // The same procedure as RR tournament's, but a cash room's misdeal cites RR alone (TDA 35 is a tournament rule).
    expect(ruling.alternatives[0]!.rules).toEqual(['rr.stud.5-tournament', 'rr.irregularities.misdeal', 'tda.35']);
    expect(ruling.alternatives[2]!.rules).toEqual(['rr.stud.5-tournament', 'rr.irregularities.misdeal']);
    // The ruling itself is the same as without the others.
    expect(ruling.answer).toBe(shipped.answer);
    expect(ruling.steps).toEqual(shipped.steps);
    // Only the profiles given are compared.
    expect(ruleOn(start, incident, start.config.rules, { others: [misdeal] }).alternatives.map((a) => a.profile)).toEqual([
      'custom:misdeal-room-a1b2',
    ]);
  });

  const expectedLow: Record<ProfileId, RulingBranch> = {
    'rr-cash': 'exposed-one-rr5-low',
    online: 'exposed-one-rr5-low',
    'rr-tournament': 'exposed-misdeal',
    tda: 'exposed-tda',
  };

  it.each(PROFILE_IDS)('%s: the exposed card would be the low card', (id) => {
    // p1's first hole card 2c is exposed: it is the lowest card showing.
    const start = newHand(['AsKs3c', '2cJdQd', '9h8h7h'], id);
    const ruling = ruleOn(start, { kind: 'exposed-hole-card', player: 1, hole: 0 });
    expect(ruling.answer).toBe(expectedLow[id]);
    if (id === 'rr-tournament') return expectMisdeal(start, ruling.after);
    if (id === 'tda') {
      // TDA RP-10-A: that player can be the bring-in.
      expect(ruling.nextToAct).toBe(1);
      expect(legalActions(ruling.after).answer!.fold).toBe(false);
      return;
    }
    // RR 5: the action starts with the first player to that player's left, who may fold, bring in or complete.
    expect(ruling.nextToAct).toBe(2);
    const legal = legalActions(ruling.after).answer!;
    expect(legal.fold).toBe(true);
    expect(legal.bringIn).toBe(2);
    expect(legal.completeTo).toBe(5);
    expect(ruling.steps).toContainEqual({ kind: 'action-to', player: 2, options: 'fold-bring-in-complete' });
    // The fold on offer rests on RR 5 (the low card was exposed), not RR 8 (the low card all-in for the ante).
    expect(legalActions(ruling.after).rules).toContain('rr.stud.5');
    expect(legalActions(ruling.after).rules).not.toContain('rr.stud.8');
  });

  const expectedBoth: Record<ProfileId, RulingBranch> = {
    'rr-cash': 'exposed-both-rr5',
    online: 'exposed-both-rr5',
    'rr-tournament': 'exposed-misdeal',
    tda: 'exposed-both-misdeal',
  };

  it.each(PROFILE_IDS)('%s: both hole cards exposed (RR 5: dead hand, ante returned)', (id) => {
    const start = newHand(HANDS, id);
    const ruling = ruleOn(start, { kind: 'exposed-hole-card', player: 1, hole: 'both' });
    expect(ruling.answer).toBe(expectedBoth[id]);
    // TDA has no text for two exposed stud downcards: the misdeal is our reading, cited as a house rule.
    if (id === 'tda') expect(ruling.rules).toEqual(['tda.rp-10-a', 'house.two-exposed-downcards', 'tda.35']);
    if (ruling.answer !== 'exposed-both-rr5') return expectMisdeal(start, ruling.after);
    const p1 = ruling.after.players[1]!;
    expect(p1.folded).toBe(true);
    expect(p1.ante).toBe(0);
    expect(p1.stack).toBe(200);
    expect(ruling.steps).toContainEqual({ kind: 'return-ante', player: 1, amount: 1 });
    // The ante given back is counted with the hand's returned chips, as its log records it.
    expect(ruling.after.returned[1]).toBe(start.returned[1]! + 1);
    expect(ruling.after.log).toContainEqual({ op: 'return', player: 1, amount: 1 });
    expect(chipsInPlay(ruling.after)).toBe(chipsInPlay(start));
    expect(ruling.nextToAct).toBe(0);
  });
});

describe('card dealt off the table (RR stud 11: it plays, as an exposed card)', () => {
  it.each(PROFILE_IDS)('%s: a hole card off the table is ruled as an exposed hole card', (id) => {
    const start = deal(newHand(HANDS, id), 4); // p0, p1, p2 have one card, p0 has two; p1's second card is next
    const ruling = ruleOn(start, { kind: 'card-off-table', player: 1 });
    expect(ruling.rules).toContain('rr.stud.11');
    expect(ruling.answer).toBe(id === 'rr-tournament' ? 'exposed-misdeal' : id === 'tda' ? 'exposed-tda' : 'exposed-one-rr5');
    if (id !== 'rr-tournament') expect(ruling.after.players[1]!.cards[1]).toEqual({ card: parseCard('Jd'), up: true, street: 3 });
  });

  it.each(PROFILE_IDS)('%s: an upcard off the table simply plays', (id) => {
    const start = deal(newHand(HANDS, id), 7); // third round: p1's door card is next
    const ruling = ruleOn(start, { kind: 'card-off-table', player: 1 });
    expect(ruling.answer).toBe('off-table-upcard');
    expect(ruling.after.players[1]!.cards[2]).toEqual({ card: parseCard('2c'), up: true, street: 3 });
    expect(ruling.alternatives).toEqual([]);
    // The summary names the card that flew off, in every language (never a "?").
    expect(ruling.reason).toEqual({ key: 'ruling.summary.off-table-upcard', params: { seat: 2, card: { card: parseCard('2c') } } });
    expect(formatReason(ruling.reason, 'en')).toBe(
      "A card dealt off the table plays; seat 2's two of clubs is an upcard, so nothing changes.",
    );
    for (const locale of LOCALES) expect(formatReason(ruling.reason, locale)).not.toContain('?');
  });

  it("the card off the table is the player's next card in the dealing order, even when another seat is dealt before it (RR stud 11)", () => {
    const start = deal(newHand(HANDS, 'rr-cash'), 6); // third round: p0's door card is next, then p1's, then p2's (7h)
    const ruling = ruleOn(start, { kind: 'card-off-table', player: 2 });
    expect(ruling.answer).toBe('off-table-upcard');
    expect(ruling.reason.params).toEqual({ seat: 3, card: { card: parseCard('7h') } });
    expect(ruling.after.players[2]!.cards[2]!.card).toBe(parseCard('7h'));
  });

  it('with an unknown stub the card cannot be named: the summary says "seat 2\'s card", never "?" (RR stud 11)', () => {
    const start = { ...deal(newHand(HANDS, 'rr-cash'), 7), stub: null };
    const ruling = ruleOn(start, { kind: 'card-off-table', player: 1 });
    expect(ruling.answer).toBe('off-table-upcard');
    expect(ruling.reason).toEqual({ key: 'ruling.summary.off-table-upcard.unknown', params: { seat: 2 } });
    expect(formatReason(ruling.reason, 'en')).toBe("A card dealt off the table plays; seat 2's card is an upcard, so nothing changes.");
    for (const locale of LOCALES) expect(formatReason(ruling.reason, locale)).not.toMatch(/\?|\{/);
  });
});

describe('extra cards on the initial deal (RR irregularities)', () => {
  it.each(PROFILE_IDS)('%s: one extra card goes back and is the 4th-street burn', (id) => {
    const start = deal(newHand(HANDS, id), 6); // the extra card comes off the top now, in the middle of the deal
    const extra = start.stub![start.stubTop]!;
    const ruling = ruleOn(start, { kind: 'extra-cards', player: 0, count: 1 });
    expect(ruling.answer).toBe('extra-one');
    expect(ruling.rules).toEqual(['rr.irregularities.extra-card']);
    // The initial deal is finished with the cards that follow the extra one...
    expect(ruling.after.players[0]!.cards[2]!.card).toBe(start.stub![start.stubTop + 1]);
    expect(ruling.after.players.flatMap((p) => p.cards.map((d) => d.card))).not.toContain(extra);
    // ...and after the 3rd-street betting the extra card is the burn.
    const fourth = callDown(ruling.after);
    expect([fourth.street, fourth.phase]).toEqual([4, 'dealing']);
    expect(burn(fourth).burns.at(-1)).toBe(extra);
  });

  it.each(PROFILE_IDS)('%s: two extra cards: misdeal before two players act after the forced bet, dead hand after', (id) => {
    const start = deal(newHand(HANDS4, id));
    expect(ruleOn(start, { kind: 'extra-cards', player: 2, count: 2 }).answer).toBe('misdeal');
    const late = act(start, 'pb', 'cc', 'cc');
    const ruling = ruleOn(late, { kind: 'extra-cards', player: 2, count: 2 });
    expect(ruling.answer).toBe('late-fouled');
    expect(ruling.rules).toContain('rr.irregularities.misdeal');
    expect(ruling.after.players[2]!.folded).toBe(true);
  });
});

describe('misdeal causes and the two-actions limit (RR irregularities: misdeal; TDA 35)', () => {
  const incidents: Incident[] = [
    { kind: 'dealt-to-empty-seat' },
    { kind: 'player-dealt-out', player: 2 },
    { kind: 'wrong-first-seat' },
    { kind: 'boxed-card', count: 2 },
  ];
  for (const incident of incidents) {
    it.each(PROFILE_IDS)(`%s: ${incident.kind}: misdeal while fewer than two players after the forced bet have acted`, (id) => {
      const start = act(deal(newHand(HANDS4, id)), 'pb', 'cc'); // one player acted after the bring-in
      const ruling = ruleOn(start, incident);
      expect(ruling.answer).toBe('misdeal');
      expect(ruling.rules).toContain('rr.irregularities.misdeal');
      expect(ruling.nextToAct).toBeNull();
      expectMisdeal(start, ruling.after);
      // With a generator the new deal has a shuffled known deck.
      const redealt = applyRuling(start, ruling, { rng: createRng(7) });
      expect(redealt.stub).not.toBeNull();
      expect(new Set(redealt.stub).size).toBe(52);
    });

    it.each(PROFILE_IDS)(`%s: ${incident.kind}: no misdeal once two players after the forced bet have acted`, (id) => {
      const start = act(deal(newHand(HANDS4, id)), 'pb', 'cc', 'cc');
      const ruling = ruleOn(start, incident);
      expect(ruling.answer).not.toBe('misdeal');
      expect(chipsInPlay(ruling.after)).toBe(chipsInPlay(start));
      if (incident.kind === 'player-dealt-out') {
        // The dealt-out player has no hand: the ante comes back.
        expect(ruling.answer).toBe('late-dealt-out');
        expect(ruling.after.players[2]!.folded).toBe(true);
        expect(ruling.after.players[2]!.ante).toBe(0);
        // Nothing to kill or muck: the seat never got cards (the floor says so, not "cards go to the muck").
        expect(ruling.steps[0]).toEqual({ kind: 'no-hand', player: 2 });
        expect(ruling.steps.some((st) => st.kind === 'kill-hand')).toBe(false);
        expect(formatReason(stepReason(ruling.steps[0]!), 'en')).toBe('Seat 3 was dealt no cards: no hand this deal, nothing to muck.');
      } else {
        expect(ruling.steps).toContainEqual({ kind: 'play-on' });
        expect(ruling.after.round.actor).toBe(start.round.actor);
      }
    });
  }

  it.each(PROFILE_IDS)('%s: one boxed card is set aside and the next card takes its place', (id) => {
    const start = deal(newHand(HANDS, id), 2);
    const boxed = start.stub![start.stubTop]!; // p2's first hole card was boxed
    const ruling = ruleOn(start, { kind: 'boxed-card', count: 1, card: boxed });
    expect(ruling.answer).toBe('boxed-one');
    expect(ruling.rules).toEqual(['rr.irregularities.boxed-card']);
    expect(ruling.after.players[2]!.cards[0]!.card).toBe(start.stub![start.stubTop + 1]);
    expect(ruling.after.burns).toContain(boxed);
    expect(new Set(cardCensus(ruling.after)).size).toBe(52);
    expect(formatReason(ruling.reason, 'en')).toMatch(/^One boxed card \(\w+ of \w+\) is treated as a scrap of paper/);
  });

  it.each(PROFILE_IDS)(
    '%s: a boxed card the incident does not name: the ruling and its step say "the boxed card", never "(?)" (RR irregularities: boxed card)',
    (id) => {
      const start = deal(newHand(HANDS, id), 2);
      const ruling = ruleOn(start, { kind: 'boxed-card', count: 1 });
      expect(ruling.answer).toBe('boxed-one');
      expect(ruling.reason.key).toBe('ruling.summary.boxed-one.unknown');
      expect(ruling.steps[0]).toEqual({ kind: 'discard-boxed', card: null });
      expect(stepReason(ruling.steps[0]!).key).toBe('ruling.step.discard-boxed.unknown');
      expect(formatReason(ruling.reason, 'es')).toBe(
        'Una sola carta volteada se trata como un papel: se aparta y la siguiente ocupa su lugar.',
      );
      for (const locale of LOCALES) {
        expect(formatReason(ruling.reason, locale)).not.toMatch(/\?|\{/);
        expect(formatReason(stepReason(ruling.steps[0]!), locale)).not.toMatch(/\?|\{/);
      }
      // Named, the card is in the texts.
      const named = ruleOn(start, { kind: 'boxed-card', count: 1, card: start.stub![start.stubTop]! });
      expect(formatReason(stepReason(named.steps[0]!), 'en')).toMatch(/^Set the boxed card \(\w+ of \w+\) aside/);
    },
  );

  it('an exposed card the dealer cannot name (unknown stub) is worded without it (RR stud 5)', () => {
    expect(stepReason({ kind: 'expose', player: 1, card: null })).toEqual({ key: 'ruling.step.expose.unknown', params: { seat: 2 } });
    expect(formatReason(stepReason({ kind: 'expose', player: 1, card: null }), 'it')).toBe(
      'Lascia scoperta la carta esposta del posto 2: vale come carta scoperta.',
    );
    expect(stepReason({ kind: 'expose', player: 1, card: parseCard('Jd') })).toEqual({
      key: 'ruling.step.expose',
      params: { seat: 2, card: { card: parseCard('Jd') } },
    });
  });
});

describe('duplicate card (RR irregularities: defective deck; TDA 35)', () => {
  it.each(PROFILE_IDS)('%s: the hand is void and every chip goes back, whatever the action', (id) => {
    const start = act(deal(callDown(deal(newHand(HANDS, id)))), 'cc'); // 4th street, betting under way
    const ruling = ruleOn(start, { kind: 'duplicate-card', card: parseCard('Qd') });
    expect(ruling.answer).toBe('void');
    // TDA 35 is a tournament rule: a cash game (RR cash, an online room) cites RR's defective-deck rule alone.
    expect(ruling.rules).toEqual(PROFILES[id].tournament ? ['rr.irregularities.fouled-deck', 'tda.35'] : ['rr.irregularities.fouled-deck']);
    expectMisdeal(start, ruling.after);
  });
});
