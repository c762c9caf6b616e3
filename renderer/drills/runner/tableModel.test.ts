import { describe, expect, it } from 'vitest';
import { DEFAULT_STRUCTURE, DRILL_KINDS, answerOf, findSituation, generateScenario, grade, potTotal, type DrillSetup, type Scenario } from '../../../core';
import { drillTable, tableModel } from './tableModel';

describe('tableModel', () => {
  it.each(DRILL_KINDS)('%s: pot in the middle plus the chips in front of the seats = every chip put in', (kind) => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = generateScenario(kind, { variant: 'stud', players: 2 + (seed % 7), rules: 'tda', structure: DEFAULT_STRUCTURE }, seed);
      const model = tableModel(s.state);
      const putIn = s.state.players.reduce((a, p) => a + p.ante + p.streetBets.reduce((x, y) => x + y, 0), 0);
      expect(model.pot! + model.seats.reduce((a, x) => a + x.bet, 0)).toBe(putIn);
      expect(model.seats.map((x) => x.seat)).toEqual(s.state.players.map((_, k) => k + 1));
      // The dealer's view: every card of every seat, up or down as dealt.
      model.seats.forEach((seat, k) => expect(seat.cards).toEqual(s.state.players[k]!.cards.map((c) => ({ card: c.card, up: c.up, exposed: false }))));
    }
  });

  it('at the showdown the last round\'s bets are in the pot, so the pot on the table is the pot the showdown question names', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = generateScenario('showdown', { variant: 'stud', players: 2 + (seed % 7), rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      if (s.state.phase !== 'showdown') continue;
      checked++;
      const model = tableModel(s.state);
      expect(model.seats.every((x) => x.bet === 0), s.code).toBe(true);
      expect(model.pot, s.code).toBe(potTotal(s.state));
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('marks the hole cards an exposed-hole-card incident is about (RR stud 5), on that seat only', () => {
    let found = 0;
    for (let seed = 1; found < 3 && seed < 400; seed++) {
      const s = generateScenario('misprocedure', { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      const incident = s.incident;
      if (incident?.kind !== 'exposed-hole-card') continue;
      found++;
      const model = tableModel(s.state, incident);
      const holes = incident.hole === 'both' ? [0, 1] : [incident.hole];
      for (const seat of model.seats) {
        const exposed = seat.cards.flatMap((c, k) => (c.exposed ? [k] : []));
        expect(exposed).toEqual(seat.player === incident.player ? holes : []);
      }
      // Without the incident nothing is marked.
      expect(tableModel(s.state).seats.some((seat) => seat.cards.some((c) => c.exposed))).toBe(false);
    }
    expect(found).toBe(3);
  });

  it('draws the card a card-off-table incident is about beside that seat (RR stud 11): the player\'s next card, face up, marked exposed when the book deals it down', () => {
    const seen = { up: 0, down: 0 };
    for (let seed = 1; (seen.up < 2 || seen.down < 2) && seed < 1500; seed++) {
      const s = generateScenario('misprocedure', { variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!, players: 2 + (seed % 7), rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      const incident = s.incident;
      if (incident?.kind !== 'card-off-table') continue;
      const model = tableModel(s.state, incident);
      const plain = tableModel(s.state);
      for (const seat of model.seats) {
        if (seat.player !== incident.player) {
          expect(seat.cards, s.code).toEqual(plain.seats[seat.player]!.cards);
          continue;
        }
        const dealt = s.state.players[seat.player]!.cards;
        expect(seat.cards.slice(0, -1), s.code).toEqual(plain.seats[seat.player]!.cards);
        const off = seat.cards[seat.cards.length - 1]!;
        // The next card off the stub for that seat (the seat is next in the dealing order here), never a card on the table.
        expect(off.card, s.code).toBe(s.state.stub![s.state.stubTop]);
        expect(s.state.players.some((p) => p.cards.some((c) => c.card === off.card))).toBe(false);
        const downByBook = dealt.filter((c) => c.street === s.state.street).length < (s.state.street === 3 ? 2 : s.state.street === 7 ? 1 : 0);
        expect(off, s.code).toEqual({ card: off.card, up: true, exposed: downByBook, offTable: true });
        seen[downByBook ? 'down' : 'up']++;
      }
    }
    expect(seen.up).toBeGreaterThanOrEqual(2);
    expect(seen.down).toBeGreaterThanOrEqual(2);
  });

  it.each(DRILL_KINDS)('%s: the table shows the pot, except while a pot count is the question', (kind) => {
    const s = generateScenario(kind, { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 3);
    expect(drillTable(s, null).pot === null).toBe(kind === 'pot');
    expect(drillTable(s, grade(s, answerOf(s))).pot).not.toBeNull();
  });
});

/** Main and side pots from what the table shows: each seat's chips put in less those given back, who folded, the ante. */
function potsFromTable(model: ReturnType<typeof tableModel>, ante: number): number[] {
  const seats = model.seats.map((s) => ({ bets: s.putIn!.chips - s.putIn!.returned - ante, folded: s.folded, allIn: s.allIn }));
  // Antes are dead money in the main pot (SEED-001); bets split at each all-in player's level.
  const levels = [...new Set(seats.filter((s) => s.allIn).map((s) => s.bets))].sort((a, b) => a - b);
  const top = Math.max(...seats.map((s) => s.bets));
  const out: number[] = [];
  let below = 0;
  for (const level of [...levels.filter((l) => l < top), top]) {
    out.push(seats.reduce((a, s) => a + Math.max(0, Math.min(s.bets, level) - below), 0));
    below = level;
  }
  out[0]! += ante * seats.length;
  return out.filter((amount, k) => k === 0 || amount > 0);
}

describe('drillTable: the pot count (drill 5) cannot be read off the table, and can be counted from it', () => {
  const pots: Scenario[] = [];
  for (let seed = 1; seed <= 80; seed++) {
    const players = (2 + (seed % 7)) as DrillSetup['players'];
    pots.push(generateScenario('pot', { variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!, players, rules: seed % 2 ? 'rr-cash' : 'tda', structure: DEFAULT_STRUCTURE }, seed));
  }

  it('hides the pot before grading and shows it after; the total is every chip put in less those given back', () => {
    for (const s of pots) {
      const before = drillTable(s, null);
      expect(before.pot).toBeNull();
      const expected = answerOf(s).flatMap((r) => (r.kind === 'amount' ? [r.amount] : []));
      const total = expected.reduce((a, b) => a + b, 0);
      // The seats' tags: antes and bets of every street, the uncalled chips given back said apart.
      s.state.players.forEach((p, k) => {
        const putIn = before.seats[k]!.putIn!;
        expect(putIn.chips - putIn.returned).toBe(p.ante + p.streetBets.reduce((a, b) => a + b, 0));
      });
      expect(before.seats.reduce((a, x) => a + x.putIn!.chips - x.putIn!.returned, 0)).toBe(total);
      const after = drillTable(s, grade(s, answerOf(s)));
      expect(after.pot).toBe(total);
    }
  });

  it('the main and side pots follow from the seats: chips put in, folds and all-ins (SEED-001 side pots)', () => {
    let sides = 0;
    for (const s of pots) {
      const expected = answerOf(s).flatMap((r) => (r.kind === 'amount' ? [r.amount] : []));
      if (expected.length > 1) sides++;
      expect(potsFromTable(drillTable(s, null), s.setup.structure.ante)).toEqual(expected);
    }
    expect(sides).toBeGreaterThan(3);
  });

  it('some hands give uncalled chips back, and the table says how many', () => {
    const back = pots.filter((s) => drillTable(s, null).seats.some((x) => x.putIn!.returned > 0));
    expect(back.length).toBeGreaterThan(0);
  });
});

describe('drillTable: the bring-in (drill 1) when the low card is all-in for the ante (RR stud 8, TDA RP-10-E)', () => {
  const found: Scenario[] = [];
  for (let seed = 1; found.length < 4 && seed < 600; seed++) {
    const s = generateScenario('bring-in', { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
    if (grade(s, []).highlight.length > 1) found.push(s);
  }

  it('marks the all-in low card as the bring-in card after grading, and not as the answer', () => {
    expect(found.length).toBe(4);
    for (const s of found) {
      const graded = grade(s, answerOf(s));
      const seat = graded.expected[0]!.kind === 'seat' ? graded.expected[0]!.seat : -1;
      const model = drillTable(s, graded);
      const low = model.seats.filter((x) => x.lowAllIn);
      expect(low).toHaveLength(1);
      expect(low[0]!.allIn).toBe(true);
      expect(low[0]!.player).not.toBe(seat);
      expect(s.state.bringInPlayer).toBe(low[0]!.player);
      // Before grading nothing says which card is low: that is the question.
      expect(drillTable(s, null).seats.some((x) => x.lowAllIn)).toBe(false);
    }
  });
});

describe('tableModel: the table shows what the incident says (RR irregularities, TDA 35 misdeal causes)', () => {
  const setups = ([2, 3, 4, 5, 6, 7, 8] as const).map((players): DrillSetup => ({ variant: 'stud', players, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }));

  it('a player dealt out: that seat has no cards and says so; every other seat keeps its cards', () => {
    // Heads-up the deal is not dealt out (no situation comes): from 3 players.
    for (const setup of setups.slice(1)) {
      for (const seed of [1, 50, 900]) {
        const s = findSituation(setup, 'player-dealt-out', seed, 200)!;
        const incident = s.incident as { kind: 'player-dealt-out'; player: number };
        const model = tableModel(s.state, s.incident);
        for (const seat of model.seats) {
          const out = seat.player === incident.player;
          expect(seat.dealtOut).toBe(out);
          expect(seat.cards).toHaveLength(out ? 0 : s.state.players[seat.player]!.cards.length);
        }
        expect(model.emptySeat).toBeNull();
      }
    }
  });

  it('cards dealt to an empty seat: an empty seat holds two downcards and a door card, no card twice on the table', () => {
    for (const setup of setups) {
      for (const seed of [1, 50, 900]) {
        const s = findSituation(setup, 'dealt-to-empty-seat', seed, 200)!;
        const model = tableModel(s.state, s.incident);
        expect(model.seats).toHaveLength(setup.players);
        expect(model.emptySeat?.seat).toBe(setup.players + 1);
        expect(model.emptySeat!.cards.map((c) => c.up)).toEqual([false, false, true]);
        const door = model.emptySeat!.cards[2]!.card;
        expect(door).not.toBeNull();
        const onTable = model.seats.flatMap((x) => x.cards.map((c) => c.card));
        expect(onTable).not.toContain(door);
        expect(model.seats.some((x) => x.dealtOut)).toBe(false);
      }
    }
  });

  it('the misprocedure drill draws the same as the floor', () => {
    let seen = 0;
    for (let seed = 1; seen < 6 && seed < 3000; seed++) {
      const s = generateScenario('misprocedure', { variant: 'razz', players: 5, rules: 'tda', structure: DEFAULT_STRUCTURE }, seed);
      const kind = s.incident?.kind;
      if (kind !== 'player-dealt-out' && kind !== 'dealt-to-empty-seat') continue;
      seen++;
      const model = drillTable(s, null);
      expect(model.emptySeat !== null).toBe(kind === 'dealt-to-empty-seat');
      expect(model.seats.filter((x) => x.cards.length === 0).length).toBe(kind === 'player-dealt-out' ? 1 : 0);
    }
    expect(seen).toBe(6);
  });
});
