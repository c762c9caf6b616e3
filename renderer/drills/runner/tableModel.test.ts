import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STRUCTURE,
  DRILL_KINDS,
  PROFILES,
  PROFILE_IDS,
  answerOf,
  checkOrCall,
  completeBetRaiseTo,
  fold,
  legalActions,
  findSituation,
  generateScenario,
  grade,
  parseCard,
  potTotal,
  scenarioFromCode,
  settle,
  showdownOrder,
  tableView,
  type DrillSetup,
  type Scenario,
} from '../../../core';
import { drillTable, incidentDisplay, tableModel } from './tableModel';

/** The card an incident adds at its seat, drawn after the seat's own cards; every other seat is drawn as without it. */
function incidentCard(s: Scenario, incident: NonNullable<Scenario['incident']> & { readonly player: number }) {
  const model = tableModel(s.state, incident);
  const plain = tableModel(s.state);
  for (const seat of model.seats) if (seat.player !== incident.player) expect(seat.cards, s.code).toEqual(plain.seats[seat.player]!.cards);
  const mine = model.seats[incident.player]!.cards;
  expect(mine.slice(0, -1), s.code).toEqual(plain.seats[incident.player]!.cards);
  return mine[mine.length - 1]!;
}

describe('tableModel', () => {
  it.each(DRILL_KINDS)('%s: pot in the middle plus the chips in front of the seats = every chip put in', (kind) => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = generateScenario(kind, { variant: 'stud', players: 2 + (seed % 7), rules: 'tda', structure: DEFAULT_STRUCTURE }, seed);
      const model = tableModel(s.state);
      const putIn = s.state.players.reduce((a, p) => a + p.ante + p.streetBets.reduce((x, y) => x + y, 0), 0);
      expect(model.pot! + model.seats.reduce((a, x) => a + x.bet, 0)).toBe(putIn);
      expect(model.seats.map((x) => x.seat)).toEqual(s.state.players.map((_, k) => k + 1));
      // The dealer's view: every card of every seat, up or down as dealt.
      model.seats.forEach((seat, k) =>
        expect(seat.cards).toEqual(s.state.players[k]!.cards.map((c) => ({ card: c.card, up: c.up, exposed: false }))),
      );
    }
  });

  it("at the showdown the last round's bets are in the pot, so the pot on the table is the pot the showdown question names", () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = generateScenario(
        'showdown',
        { variant: 'stud', players: 2 + (seed % 7), rules: 'rr-cash', structure: DEFAULT_STRUCTURE },
        seed,
      );
      if (s.state.phase !== 'showdown') continue;
      checked++;
      const model = tableModel(s.state);
      expect(
        model.seats.every((x) => x.bet === 0),
        s.code,
      ).toBe(true);
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

  it("draws the card a card-off-table incident is about beside that seat (RR stud 11): the player's next card, face up, marked exposed when the book deals it down", () => {
    const seen = { up: 0, down: 0 };
    for (let seed = 1; (seen.up < 2 || seen.down < 2) && seed < 1500; seed++) {
      const s = generateScenario(
        'misprocedure',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players: 2 + (seed % 7),
          rules: 'rr-cash',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      );
      const incident = s.incident;
      if (incident?.kind !== 'card-off-table') continue;
      const off = incidentCard(s, incident);
      const dealt = s.state.players[incident.player]!.cards;
      // The next card off the stub for that seat (the seat is next in the dealing order here), never a card on the table.
      expect(off.card, s.code).toBe(s.state.stub![s.state.stubTop]);
      expect(s.state.players.some((p) => p.cards.some((c) => c.card === off.card))).toBe(false);
      const downByBook =
        dealt.filter((c) => c.street === s.state.street).length < (s.state.street === 3 ? 2 : s.state.street === 7 ? 1 : 0);
      expect(off, s.code).toEqual({ card: off.card, up: true, exposed: downByBook, offTable: true });
      seen[downByBook ? 'down' : 'up']++;
    }
    expect(seen.up).toBeGreaterThanOrEqual(2);
    expect(seen.down).toBeGreaterThanOrEqual(2);
  });

  it('at a showdown every all-in seat says what it put in (which pots it can win rests on it: side pots), the others do not', () => {
    let withSidePots = 0;
    for (let seed = 1; withSidePots < 3 && seed < 3000; seed++) {
      const s = generateScenario(
        'showdown',
        { variant: 'stud', players: 2 + (seed % 7), rules: 'rr-cash', structure: DEFAULT_STRUCTURE },
        seed,
      );
      if (s.state.phase !== 'showdown') continue;
      const model = drillTable(s, null);
      for (const seat of model.seats) {
        const p = s.state.players[seat.player]!;
        if (!p.folded && p.stack === 0)
          expect(seat.putIn, s.code).toEqual({ chips: p.ante + p.streetBets.reduce((a, b) => a + b, 0), returned: 0 });
        else expect(seat.putIn, s.code).toBeNull();
      }
      if (settle(s.state).answer.pots.length > 1) withSidePots++;
    }
    expect(withSidePots).toBe(3);
  });

  it('draws the 7th-street card a seventh-card-up incident turned face up at that seat, marked exposed (RR stud 17, TDA RP-10-B)', () => {
    let found = 0;
    for (let seed = 1; found < 3 && seed < 3000; seed++) {
      const s = generateScenario(
        'misprocedure',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players: 2 + (seed % 7),
          rules: seed % 2 ? 'rr-cash' : 'tda',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      );
      const incident = s.incident;
      if (incident?.kind !== 'seventh-card-up') continue;
      found++;
      expect(incident.card, s.code).toBeDefined();
      expect(incidentCard(s, incident), s.code).toEqual({ card: incident.card, up: true, exposed: true });
      // Not a card already on the table.
      expect(
        s.state.players.some((p) => p.cards.some((c) => c.card === incident.card)),
        s.code,
      ).toBe(false);
    }
    expect(found).toBe(3);
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
    pots.push(
      generateScenario(
        'pot',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players,
          rules: seed % 2 ? 'rr-cash' : 'tda',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      ),
    );
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

describe('drillTable: grading keeps what it does not change (the screen redraws only the seats the verdict is about)', () => {
  const setup: DrillSetup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE };

  it("every kind: the question's table is built once per scenario, and its graded table keeps each seat grading leaves alone", () => {
    for (const kind of DRILL_KINDS) {
      for (let seed = 1; seed <= 5; seed++) {
        const s = generateScenario(kind, setup, seed);
        const question = drillTable(s, null);
        expect(drillTable(s, null)).toBe(question);
        const graded = drillTable(s, grade(s, answerOf(s)));
        graded.seats.forEach((seat, k) => {
          const before = question.seats[k]!;
          // A seat that grading changed is a new object; one it did not is the same one.
          if (JSON.stringify(seat) === JSON.stringify(before)) expect(seat, `${kind} ${seed} seat ${k}`).toBe(before);
          else expect(seat).not.toBe(before);
        });
        // A table grading changes nothing of (a seat to pick, a letter) is the very same table.
        if (kind !== 'pot' && kind !== 'showdown' && graded.seats.every((seat, k) => seat === question.seats[k]))
          expect(graded).toBe(question);
      }
    }
  });

  it('another scenario, even from the same code, has its own table (nothing of one question shows in another)', () => {
    const a = generateScenario('legal-action', setup, 7);
    const b = scenarioFromCode(a.code);
    expect(b).not.toBe(a);
    expect(drillTable(b, null)).not.toBe(drillTable(a, null));
    expect(drillTable(b, null)).toEqual(drillTable(a, null));
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
  const setups = ([2, 3, 4, 5, 6, 7, 8] as const).map(
    (players): DrillSetup => ({ variant: 'stud', players, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }),
  );

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

describe('tableModel: at the showdown the seats say what they did on the last round (TDA 17, RR showdown, SEED-001)', () => {
  it('SD-stud-6-rrc-1.2.5.10-4074511566: each live seat shows its last action on 7th street; seat 5 raised last and shows first', () => {
    const s = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-4074511566');
    const model = tableModel(s.state);
    expect(model.actionStreet).toBe(7);
    expect(model.noAction).toBe(false);
    // 7th street: seats 2 and 3 check, seat 4 bets 10, seat 5 raises to 20, seat 6 folds, the others call (seat 4 calls 10 more).
    expect(model.seats.map((x) => x.actions)).toEqual([
      [],
      [
        { kind: 'check', to: 0 },
        { kind: 'call', to: 20 },
      ],
      [
        { kind: 'check', to: 0 },
        { kind: 'call', to: 20 },
      ],
      [
        { kind: 'bet', to: 10 },
        { kind: 'call', to: 20 },
      ],
      [{ kind: 'raise', to: 20 }],
      [],
    ]);
    expect(model.seats.every((x) => x.earlierAggressor === null)).toBe(true);
    expect(showdownOrder(s.state).answer[0]).toBe(4);
  });

  /** Who shows first, read off the table the way a dealer would (side pots aside). */
  function readFirst(model: ReturnType<typeof tableModel>): { how: 'river' | 'earlier' | 'none'; seat: number | null } {
    const bets = model.seats.flatMap((x) =>
      x.actions.filter((a) => a.kind === 'bet' || a.kind === 'raise').map((a) => ({ player: x.player, to: a.to })),
    );
    // The last bet or raise is the biggest.
    if (bets.length > 0) return { how: 'river', seat: bets.reduce((a, b) => (b.to > a.to ? b : a)).player };
    const earlier = model.seats.filter((x) => x.earlierAggressor !== null);
    expect(earlier.length).toBeLessThanOrEqual(1);
    return earlier.length === 1 ? { how: 'earlier', seat: earlier[0]!.player } : { how: 'none', seat: null };
  }

  it.each(PROFILE_IDS)(
    '%s: the seat that shows first follows from the tags: the last bet or raise on 7th, else (online) the last earlier aggressor',
    (rules) => {
      const seen = { river: 0, earlier: 0, none: 0 };
      for (let seed = 1; seed <= 120; seed++) {
        const s = generateScenario(
          'showdown',
          {
            variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
            players: (2 + (seed % 7)) as DrillSetup['players'],
            rules,
            structure: DEFAULT_STRUCTURE,
          },
          seed,
        );
        const order = showdownOrder(s.state);
        if (order.rules.includes('rr.showdown.side-pots-first')) continue;
        // A player all-in with no more betting: the order is not the 7th-street actions' (TDA 16; RR's all-in order).
        if (typeof order.reason.params?.['allIn'] === 'number') continue;
        const model = tableModel(s.state);
        expect(model.actionStreet, s.code).toBe(7);
        // Every seat still in that acted on 7th says so; folded seats say "Folded" only.
        s.state.players.forEach((p, k) => {
          if (p.folded) expect(model.seats[k]!.actions, s.code).toEqual([]);
          else if (p.stack > 0 && !model.noAction) expect(model.seats[k]!.actions, s.code).not.toEqual([]);
        });
        const read = readFirst(model);
        seen[read.how]++;
        if (read.how === 'river') {
          expect(order.reason.key, s.code).toBe('hand.showdown.lastAggressor');
          expect(order.answer[0], s.code).toBe(read.seat);
        } else if (read.how === 'earlier' && PROFILES[rules].showdownRiverChecked === 'last-aggressor') {
          expect(order.reason.key, s.code).toBe('hand.showdown.earlierAggressor');
          expect(order.answer[0], s.code).toBe(read.seat);
        } else {
          // No bet on 7th: the first to act shows first (TDA 17), whatever an earlier street saw.
          expect(order.reason.key, s.code).toBe('hand.showdown.firstToAct');
        }
      }
      expect(seen.river).toBeGreaterThan(10);
      expect(seen.earlier).toBeGreaterThan(5);
    },
  );

  it('before the betting is over the bets stay in front of the seats, each beside the actions that put them there', () => {
    const s = generateScenario('legal-action', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 5);
    const model = tableModel(s.state);
    expect(model.actionStreet).toBeNull();
    expect(model.seats.every((x) => x.earlierAggressor === null)).toBe(true);
    for (const seat of model.seats) {
      if (seat.folded) expect(seat.actions).toEqual([]);
      else expect(seat.actions.length === 0 ? 0 : seat.actions[seat.actions.length - 1]!.to).toBe(seat.bet);
    }
    expect(model.seats.some((x) => x.actions.length > 0)).toBe(true);
    // A pot count at the showdown: each seat's chips put in say it all, no actions.
    const pot = drillTable(scenarioFromCode('PT-stud-5-tda-1.2.5.10-3'), null);
    expect(pot.actionStreet).toBeNull();
  });
});

describe('tableModel: the common card (RR stud 15, TDA RP-10-H)', () => {
  it("FA-stud8-8-tda-1.2.5.10-972507: the common card is on the table; no seat got a 7th card, the common card is everyone's", () => {
    const s = scenarioFromCode('FA-stud8-8-tda-1.2.5.10-972507');
    expect(s.state.common).toBe(parseCard('4c'));
    const model = drillTable(s, null);
    expect(model.common).toEqual({ card: parseCard('4c') });
    for (const seat of model.seats.filter((x) => !x.folded)) {
      expect(seat.cards.map((c) => c.up)).toEqual([false, false, true, true, true, true]);
    }
  });

  it('at 7th street each seat still in holds its seven cards, the 7th down, or six and the common card', () => {
    let common = 0;
    let dealt = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const players = (2 + (seed % 7)) as DrillSetup['players'];
      const s = generateScenario(
        seed % 2 ? 'first-to-act' : 'showdown',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players,
          rules: seed % 4 ? 'tda' : 'rr-cash',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      );
      if (s.state.street !== 7) continue;
      const model = drillTable(s, null);
      const live = model.seats.filter((x) => !x.folded);
      if (s.state.common !== undefined) {
        common++;
        expect(model.common, s.code).toEqual({ card: s.state.common });
        live.forEach((x) =>
          expect(
            x.cards.map((c) => c.up),
            s.code,
          ).toEqual([false, false, true, true, true, true]),
        );
      } else {
        dealt++;
        expect(model.common, s.code).toBeNull();
        live.forEach((x) =>
          expect(
            x.cards.map((c) => c.up),
            s.code,
          ).toEqual([false, false, true, true, true, true, false]),
        );
      }
    }
    expect(dealt).toBeGreaterThan(20);
    expect(common).toBeGreaterThan(0);
  });
});

describe('drillTable: after grading a showdown each badge names its part', () => {
  it('the seat that shows first and the pot winners are told apart; a wrong pick says what it was for', () => {
    const s = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-4074511566');
    // The trainee names seat 4 (the pot's winner) as first to show.
    const answer = answerOf(s).map((r, k) => (k === 0 ? { kind: 'seat' as const, seat: 3 } : r));
    const model = drillTable(s, grade(s, answer));
    expect(model.seats[4]!.answerParts).toEqual([{ part: 'first' }]);
    expect(model.seats[3]!.answerParts).toEqual([{ part: 'pot', pot: 0, pots: 1, shares: [] }]);
    expect(model.seats[3]!.wrongParts).toEqual([{ part: 'first' }]);
    expect(
      model.seats.filter((x) => x.player !== 3 && x.player !== 4).every((x) => x.answerParts!.length === 0 && x.wrongParts.length === 0),
    ).toBe(true);
    expect(drillTable(s, null).seats.every((x) => x.answerParts === null)).toBe(true);
  });

  it('stud8: the halves each seat wins, split on a tie, and one badge for the same share of every pot', () => {
    const parts = (code: string) => {
      const s = scenarioFromCode(code);
      return drillTable(s, grade(s, answerOf(s))).seats.map((x) => x.answerParts);
    };
    // Seat 3 raised last and scoops the high halves; seats 2 and 4 split the low of both pots.
    expect(parts('SD-stud8-5-onl-1.2.5.10-8')).toEqual([
      [],
      [{ part: 'pot', pot: 'every', pots: 2, shares: ['low', 'split'] }],
      [{ part: 'first' }, { part: 'pot', pot: 'every', pots: 2, shares: ['high'] }],
      [{ part: 'pot', pot: 'every', pots: 2, shares: ['low', 'split'] }],
      [],
    ]);
    // Seat 1 shows first (online: last aggressor of an earlier street) and scoops the side pot; seat 3 scoops the main pot.
    expect(parts('SD-stud8-5-onl-1.2.5.10-7')).toEqual([
      [{ part: 'first' }, { part: 'pot', pot: 1, pots: 2, shares: ['scoop'] }],
      [],
      [{ part: 'pot', pot: 0, pots: 2, shares: ['scoop'] }],
      [],
      [],
    ]);
  });
});

/** Every seat but `except` is drawn as the state holds it: the same cards, chips and no mark. */
function othersAsDealt(s: Scenario, except: readonly number[]) {
  const model = tableModel(s.state, s.incident);
  const plain = tableModel(s.state);
  for (const seat of model.seats) {
    if (except.includes(seat.player)) continue;
    expect(seat, s.code).toEqual(plain.seats[seat.player]);
    expect(seat.mark, s.code).toBeNull();
  }
  expect(model.pot, s.code).toBe(plain.pot);
  return model;
}

describe('tableModel: the table draws what a misprocedure incident says happened (the state is the hand just before it)', () => {
  it('a wrong card count (RR stud 18): the seat holds the number of cards the incident says, marked so', () => {
    // Five cards: the 7th-street card and the second hole card are not there; the upcards everybody saw stay.
    const five = scenarioFromCode('MP-stud-6-rrc-1.2.5.10-3786847862');
    expect(five.incident).toEqual({ kind: 'wrong-card-count', player: 0, cards: 5 });
    const dealt = five.state.players[0]!.cards;
    expect(dealt).toHaveLength(7);
    let seat = othersAsDealt(five, [0]).seats[0]!;
    expect(seat.cards.map((c) => c.card)).toEqual([dealt[0]!.card, ...dealt.slice(2, 6).map((c) => c.card)]);
    expect(seat.cards.filter((c) => c.up).map((c) => c.card)).toEqual(dealt.filter((c) => c.up).map((c) => c.card));
    expect(seat.mark).toEqual({ kind: 'holds', cards: 5 });
    // Eight cards: the seven dealt, and one more face down that nobody saw.
    const eight = scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-1267054619');
    seat = othersAsDealt(eight, [4]).seats[4]!;
    expect(seat.cards).toHaveLength(8);
    expect(seat.cards.slice(0, 7)).toEqual(tableModel(eight.state).seats[4]!.cards);
    expect(seat.cards[7]).toEqual({ card: null, up: false, exposed: false, extra: true });
    expect(seat.mark).toEqual({ kind: 'holds', cards: 8 });
    // Six cards: the hand missing only its seventh card (the ruling plays the first six).
    const six = scenarioFromCode('MP-razz-7-onl-1.2.5.10-2506216314');
    seat = othersAsDealt(six, [5]).seats[5]!;
    expect(seat.cards.map((c) => c.card)).toEqual(six.state.players[5]!.cards.filter((c) => c.street !== 7).map((c) => c.card));
    const eightSeats = scenarioFromCode('MP-stud-8-tda-1.2.5.10-349760301');
    expect(eightSeats.incident).toEqual({ kind: 'wrong-card-count', player: 5, cards: 5 });
    expect(othersAsDealt(eightSeats, [5]).seats[5]!.cards).toHaveLength(5);
    // Any such scene: the seat holds exactly that many cards.
    let found = 0;
    for (let seed = 1; found < 6 && seed < 3000; seed++) {
      const s = generateScenario(
        'misprocedure',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players: 2 + (seed % 7),
          rules: 'rr-cash',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      );
      if (s.incident?.kind !== 'wrong-card-count') continue;
      found++;
      expect(tableModel(s.state, s.incident).seats[s.incident.player]!.cards, s.code).toHaveLength(s.incident.cards);
    }
    expect(found).toBe(6);
  });

  it("a wrong bring-in (RR stud 9): the wrong seat's chips lie in front of it, out of its stack, and the next seat that acted says so, its chips in front too", () => {
    const acted = scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-2640177254');
    expect(acted.incident).toEqual({ kind: 'wrong-bring-in', player: 0, amount: 2, nextActed: true, nextAction: 'call' });
    let model = othersAsDealt(acted, [0, 1]);
    expect(model.pot).toBe(5); // antes only: the bring-in and the call are in front of the seats
    expect(model.seats[0]).toMatchObject({ bet: 2, betIsBringIn: true, stack: acted.state.players[0]!.stack - 2, mark: null });
    expect(model.seats[1]).toMatchObject({
      bet: 2,
      betIsBringIn: false,
      stack: acted.state.players[1]!.stack - 2,
      mark: { kind: 'acted' },
    });
    // A completion (5) is a bet, not a bring-in; the next seat still in with chips is seat 1, round the table, and raised.
    const completed = scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-3439752');
    expect(completed.incident).toMatchObject({ player: 4, amount: 5, nextAction: 'raise' });
    model = othersAsDealt(completed, [4, 0]);
    expect(model.seats[4]).toMatchObject({ bet: 5, betIsBringIn: false, stack: completed.state.players[4]!.stack - 5 });
    expect(model.seats[0]).toMatchObject({ bet: 10, mark: { kind: 'acted' } });
    // The next player has not acted: nobody is marked.
    const waiting = scenarioFromCode('MP-razz-4-rrt-1.2.5.10-3181726759');
    model = othersAsDealt(waiting, [2]);
    expect(model.seats[2]).toMatchObject({ bet: 2, betIsBringIn: true, mark: null });
  });

  it('a bet below the bring-in and an underbet: the short chips lie in front of that seat (the bring-in still says so)', () => {
    const short = scenarioFromCode('MP-razz-7-onl-1.2.5.10-4095631719');
    expect(short.incident).toEqual({ kind: 'bet-below-bring-in', player: 5, amount: 1 });
    const model = othersAsDealt(short, [5]);
    expect(model.seats[5]).toMatchObject({ bet: 1, betIsBringIn: false, stack: short.state.players[5]!.stack - 1 });
    expect(model.seats[4]).toMatchObject({ bet: 2, betIsBringIn: true });
    let found = 0;
    for (let seed = 1; found < 3 && seed < 4000; seed++) {
      const s = generateScenario(
        'misprocedure',
        { variant: 'stud', players: 2 + (seed % 7), rules: 'tda', structure: DEFAULT_STRUCTURE },
        seed,
      );
      if (s.incident?.kind !== 'underbet') continue;
      found++;
      const p = s.state.players[s.incident.player]!;
      const had = p.streetBets[s.state.street - 3]!;
      expect(othersAsDealt(s, [s.incident.player]).seats[s.incident.player], s.code).toMatchObject({
        bet: s.incident.amount,
        betIsBringIn: false,
        stack: p.stack - (s.incident.amount - had),
      });
    }
    expect(found).toBe(3);
  });

  it('extra cards, upcards turned down, an absent bring-in, premature cards: each seat the incident names shows it', () => {
    const seen = new Set<string>();
    for (let seed = 1; seen.size < 5 && seed < 6000; seed++) {
      const s = generateScenario(
        'misprocedure',
        {
          variant: (['stud', 'razz', 'stud8'] as const)[seed % 3]!,
          players: 2 + (seed % 7),
          rules: seed % 2 ? 'rr-cash' : 'tda',
          structure: DEFAULT_STRUCTURE,
        },
        seed,
      );
      const incident = s.incident!;
      const plain = tableModel(s.state);
      if (incident.kind === 'extra-cards') {
        const seat = othersAsDealt(s, [incident.player]).seats[incident.player]!;
        expect(seat.cards, s.code).toEqual([
          ...plain.seats[incident.player]!.cards,
          ...Array.from({ length: incident.count }, () => ({ card: null, up: false, exposed: false, extra: true })),
        ]);
        expect(seat.mark).toEqual({ kind: 'extra', count: incident.count });
      } else if (incident.kind === 'upcards-concealed') {
        const seat = othersAsDealt(s, [incident.player]).seats[incident.player]!;
        expect(
          seat.cards.map((c) => c.card),
          s.code,
        ).toEqual(plain.seats[incident.player]!.cards.map((c) => c.card));
        expect(
          seat.cards.every((c) => !c.up),
          s.code,
        ).toBe(true);
        expect(seat.mark).toEqual({ kind: 'concealed' });
      } else if (incident.kind === 'bring-in-absent') {
        const low = s.state.bringInPlayer!;
        expect(othersAsDealt(s, [low]).seats[low]!.mark, s.code).toEqual({ kind: 'away' });
      } else if (incident.kind === 'premature-cards') {
        // The live players' next cards in seat order after one burn, face up unless it is the final downcard.
        const targets = s.state.players.flatMap((p, k) => (p.folded ? [] : [k])).slice(0, incident.count);
        const model = othersAsDealt(s, targets);
        targets.forEach((p, k) => {
          const cards = model.seats[p]!.cards;
          expect(cards.slice(0, -1), s.code).toEqual(plain.seats[p]!.cards);
          expect(cards[cards.length - 1], s.code).toEqual({
            card: s.state.stub![s.state.stubTop + 1 + k],
            up: s.state.street < 6,
            exposed: false,
            premature: true,
          });
          expect(model.seats[p]!.mark).toEqual({ kind: 'premature', seen: p === incident.seenBy });
        });
      } else continue;
      seen.add(incident.kind + ('seenBy' in incident && incident.seenBy !== undefined ? '-seen' : ''));
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['bring-in-absent', 'extra-cards', 'premature-cards', 'upcards-concealed']));
  });
});

describe('tableModel: the bring-in in front of a seat is labelled as the bring-in, not a bet', () => {
  it('from the log: the bring-in seat until it calls a completion; a completion and a call are bets', () => {
    const s = scenarioFromCode('MP-razz-7-onl-1.2.5.10-4095631719');
    const low = s.state.bringInPlayer!;
    let state = s.state;
    expect(state.log[state.log.length - 1]).toEqual({ op: 'bringIn', player: low, amount: 2 });
    expect(tableModel(state).seats.map((x) => x.betIsBringIn)).toEqual(state.players.map((_, k) => k === low));
    // The next seat completes: its chips are a bet; the bring-in's still are the bring-in.
    const completer = state.round.actor!;
    state = completeBetRaiseTo(state, completer, legalActions(state).answer!.completeTo!);
    let model = tableModel(state);
    expect(model.seats[completer]).toMatchObject({ bet: state.config.structure.smallBet, betIsBringIn: false });
    expect(model.seats[low]).toMatchObject({ bet: 2, betIsBringIn: true });
    // The others fold round to the bring-in, which raises: its chips are a bet now.
    while (state.round.actor !== low) state = fold(state, state.round.actor!);
    state = completeBetRaiseTo(state, low, legalActions(state).answer!.betOrRaiseTo[0]!);
    model = tableModel(state);
    expect(state.street).toBe(3);
    expect(model.seats[low]).toMatchObject({ bet: state.players[low]!.streetBets[0], betIsBringIn: false });
    // The completer calls: the street is over, no chips in front of anybody are a bring-in.
    state = checkOrCall(state, completer);
    expect(tableModel(state).seats.some((x) => x.betIsBringIn)).toBe(false);
  });
});

describe('drillTable: what the dealer sees, the stakes and the piles', () => {
  const setup: DrillSetup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE };

  it.each(['bring-in', 'first-to-act', 'legal-action', 'deal-order', 'pot'] as const)(
    '%s: the hole cards are backs (the dealer does not see them), the upcards face up',
    (kind) => {
      for (let seed = 1; seed <= 8; seed++) {
        const s = generateScenario(kind, setup, seed);
        const model = drillTable(s, null);
        model.seats.forEach((seat, k) => {
          const dealt = s.state.players[k]!.cards;
          expect(
            seat.cards.map((c) => c.up),
            s.code,
          ).toEqual(dealt.map((c) => c.up));
          expect(
            seat.cards.map((c) => c.card),
            s.code,
          ).toEqual(dealt.map((c) => (c.up ? c.card : null)));
        });
      }
    },
  );

  it("a showdown shows every card (the hands are shown); the stakes are the structure's", () => {
    const s = generateScenario('showdown', setup, 3);
    const model = drillTable(s, null);
    model.seats.forEach((seat, k) => expect(seat.cards.map((c) => c.card)).toEqual(s.state.players[k]!.cards.map((c) => c.card)));
    expect(model.stakes).toEqual(DEFAULT_STRUCTURE);
    expect(model.piles).toBeNull();
  });

  it('a misprocedure keeps face up only the hole cards its incident is about (an exposed hole card: RR stud 5)', () => {
    let found = 0;
    for (let seed = 1; found < 3 && seed < 600; seed++) {
      const s = generateScenario('misprocedure', setup, seed);
      if (s.incident?.kind !== 'exposed-hole-card') continue;
      found++;
      const model = drillTable(s, null);
      for (const seat of model.seats) {
        for (const c of seat.cards) if (!c.up) expect(c.card !== null, s.code).toBe(c.exposed);
      }
      expect(model.seats.some((seat) => seat.cards.some((c) => c.exposed && c.card !== null))).toBe(true);
    }
    expect(found).toBe(3);
  });

  it("the deal order and the incidents about the stub or the burns draw the dealer's piles (stub, burns, muck), as core counts them", () => {
    const deal = generateScenario('deal-order', setup, 4);
    expect(drillTable(deal, null).piles).toEqual(tableView(deal.state).piles);
    expect(drillTable(generateScenario('bring-in', setup, 4), null).piles).toBeNull();
    const seen = new Set<string>();
    for (let seed = 1; seen.size < 2 && seed < 3000; seed++) {
      const s = generateScenario('misprocedure', { ...setup, players: 8 }, seed);
      const kind = s.incident!.kind;
      if (kind !== 'run-out' && kind !== 'exposed-hole-card') continue;
      seen.add(kind);
      const piles = drillTable(s, null).piles;
      if (kind === 'run-out') expect(piles).toEqual(tableView(s.state).piles);
      else expect(piles).toBeNull();
      expect(incidentDisplay(s.incident).piles).toBe(kind === 'run-out');
    }
    expect(seen.size).toBe(2);
  });

  it("chips an incident puts in front of a seat are that seat's action (a wrong bring-in: RR stud 9)", () => {
    let found = 0;
    for (let seed = 1; found < 2 && seed < 3000; seed++) {
      const s = generateScenario('misprocedure', setup, seed);
      if (s.incident?.kind !== 'wrong-bring-in') continue;
      found++;
      const seat = drillTable(s, null).seats[s.incident.player]!;
      expect(seat.actions[seat.actions.length - 1]).toEqual({
        kind: s.incident.amount === DEFAULT_STRUCTURE.bringIn ? 'bringIn' : 'bet',
        to: s.incident.amount,
      });
      expect(seat.bet).toBe(s.incident.amount);
    }
    expect(found).toBe(2);
  });
});
