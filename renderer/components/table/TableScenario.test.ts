import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import {
  DEFAULT_STRUCTURE,
  answerOf,
  findSituation,
  formatCard,
  generateScenario,
  grade,
  scenarioFromCode,
  type Player,
  type Scenario,
  type SeatTarget,
  LOCALES,
} from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { drillTable, tableModel } from '../../drills/runner/tableModel';
import TableScenario from './TableScenario.vue';

const scenario = generateScenario('deal-order', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 42);
interface Props {
  table: ReturnType<typeof tableModel>;
  caption: string;
  pickable: Player[];
  focus: Player | null;
  taps: SeatTarget[];
  answerSeats: Player[];
  answerOrder: SeatTarget[];
  wrongSeats: Player[];
  answerAmounts: number[];
}
const base: Props = {
  table: tableModel(scenario.state),
  caption: 'Stud',
  pickable: [],
  focus: null,
  taps: [],
  answerSeats: [],
  answerOrder: [],
  wrongSeats: [],
  answerAmounts: [],
};
const mountTable = (props: Partial<Props> = {}) =>
  mount(TableScenario, { props: { ...base, ...props }, global: { plugins: [...testPlugins('en').plugins] } });

describe('TableScenario', () => {
  it("draws every seat with every card in the dealer's view, downcards marked as such", () => {
    const view = mountTable();
    expect(view.findAll('[data-seat]')).toHaveLength(6);
    scenario.state.players.forEach((p, k) => {
      const cards = view.findAll(`[data-player="${k}"] svg[data-card]`);
      expect(cards.map((c) => c.attributes('data-card'))).toEqual(p.cards.map((c) => formatCard(c.card!)));
      expect(cards.map((c) => c.attributes('data-face'))).toEqual(p.cards.map((c) => (c.up ? 'up' : 'down')));
    });
    expect(view.get('[data-testid="pot"]').text()).toBe(`Pot ${base.table.pot}`);
  });

  it("a card that flew off the table (RR stud 11) is drawn last at its seat, face up, and the seat's tag names it in every language", () => {
    let s: Scenario | null = null;
    for (let seed = 1; !s && seed < 2000; seed++) {
      const g = generateScenario('misprocedure', { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      if (g.incident?.kind === 'card-off-table') s = g;
    }
    expect(s).not.toBeNull();
    const incident = s!.incident as { kind: 'card-off-table'; player: Player };
    const card = formatCard(s!.state.stub![s!.state.stubTop]!);
    const texts = { en: 'Card off the table', es: 'Carta fuera de la mesa', it: 'Carta caduta dal tavolo' } as const;
    for (const language of LOCALES) {
      const view = mount(TableScenario, {
        props: { ...base, table: tableModel(s!.state, s!.incident) },
        global: { plugins: [...testPlugins(language).plugins] },
      });
      const seat = view.get(`[data-player="${incident.player}"]`);
      const cards = seat.findAll('svg[data-card]');
      expect(cards).toHaveLength(s!.state.players[incident.player]!.cards.length + 1);
      const off = cards[cards.length - 1]!;
      expect(off.attributes('data-card')).toBe(card);
      expect(off.attributes('data-off-table')).toBe('');
      expect(['up', 'exposed']).toContain(off.attributes('data-face'));
      expect(seat.get('[data-testid="seat-off-table"]').text()).toContain(texts[language]);
      expect(view.findAll('[data-off-table]')).toHaveLength(1);
    }
  });

  it('a wrong card count (RR stud 18): the seat holds that many cards, its tag and its accessible name say so (en/es/it)', () => {
    const fewer = scenarioFromCode('MP-stud-6-rrc-1.2.5.10-3786847862');
    const more = scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-1267054619');
    const words = {
      en: { five: 'Holds 5 cards', eight: 'Holds 8 cards', extra: 'Extra card, face down', name: 'Seat 1, upcards: ' },
      es: { five: 'Tiene 5 cartas', eight: 'Tiene 8 cartas', extra: 'Carta de más, boca abajo', name: 'Asiento 1, cartas descubiertas: ' },
      it: { five: 'Ha 5 carte', eight: 'Ha 8 carte', extra: 'Carta in più, coperta', name: 'Posto 1, carte scoperte: ' },
    } as const;
    for (const locale of LOCALES) {
      const view = mount(TableScenario, {
        props: { table: drillTable(fewer, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const seat = view.get('[data-player="0"]');
      expect(seat.findAll('svg[role="img"]')).toHaveLength(5);
      expect(seat.get('[data-testid="seat-mark"]').text()).toBe(words[locale].five);
      expect(seat.attributes('role')).toBe('group');
      expect(seat.attributes('aria-label')).toMatch(new RegExp(`^${words[locale].name}.*; ${words[locale].five}$`));
      expect(view.findAll('[data-testid="seat-mark"]')).toHaveLength(1);
      expect(view.get('[data-player="1"]').attributes('aria-label')).not.toContain(words[locale].five);
      const eight = mount(TableScenario, {
        props: { table: drillTable(more, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const big = eight.get('[data-player="4"]');
      const cards = big.findAll('svg[role="img"]');
      expect(cards).toHaveLength(8);
      expect(cards[7]!.attributes('data-extra')).toBe('');
      expect(cards[7]!.attributes('data-face')).toBe('down');
      expect(cards[7]!.attributes('aria-label')).toBe(words[locale].extra);
      // The seat's own cards keep their names (the extra card's label must not blank theirs).
      for (const card of cards.slice(0, 7)) expect(card.attributes('aria-label') ?? '', locale).not.toBe('');
      expect(big.get('[data-testid="seat-mark"]').text()).toBe(words[locale].eight);
      expect(big.attributes('aria-label')).toContain(`; ${words[locale].eight}`);
    }
  });

  it("a wrong bring-in (RR stud 9): the wrong seat's bring-in lies in front of it, the next seat says it acted and its call lies in front of it (en/es/it)", () => {
    const s = scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-2640177254');
    const words = {
      en: ['Brought in 2', 'Already acted', 'Called 2'],
      es: ['Bring-in de 2', 'Ya actuó', 'Igualó 2'],
      it: ['Bring-in da 2', 'Ha già agito', 'Ha chiamato 2'],
    } as const;
    for (const locale of LOCALES) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud', focus: 0 },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(
        view
          .findAll('[data-testid="seat-bet"]')
          .map((x) => [x.element.closest('[data-player]')!.getAttribute('data-player'), x.text(), x.attributes('data-bring-in')]),
      ).toEqual([
        ['0', '2', ''],
        ['1', '2', undefined],
      ]);
      expect(view.get('[data-player="0"] [data-testid="seat-actions"]').text()).toBe(words[locale][0]);
      expect(view.get('[data-player="1"] [data-testid="seat-actions"]').text()).toBe(words[locale][2]);
      const acted = view.get('[data-player="1"]');
      expect(acted.get('[data-testid="seat-mark"]').text()).toBe(words[locale][1]);
      expect(acted.attributes('aria-label')).toContain(`; ${words[locale][1]}`);
      expect(view.get('[data-testid="pot"]').text()).toContain('5');
    }
    // A bet below the bring-in: the short chips at that seat are a bet, the bring-in's are the bring-in.
    const short = mount(TableScenario, {
      props: { table: drillTable(scenarioFromCode('MP-razz-7-onl-1.2.5.10-4095631719'), null), caption: 'Razz' },
      global: { plugins: [...testPlugins('en').plugins] },
    });
    expect(short.findAll('[data-testid="seat-bet"]').map((x) => [x.text(), x.attributes('data-bring-in') !== undefined])).toEqual([
      ['2', true],
      ['1', false],
    ]);
    expect(short.findAll('[data-testid="seat-actions"]').map((x) => x.text())).toEqual(['Brought in 2', 'Bet 1']);
  });

  it('only the pickable seats are buttons; a click picks that player', async () => {
    const view = mountTable({ pickable: [0, 4] });
    expect(view.findAll('button')).toHaveLength(2);
    await view.get('[data-player="4"] button').trigger('click');
    expect(view.emitted('pick')).toEqual([[4]]);
  });

  it('after grading: the right order is numbered on the seats and the burn at the dealer, a wrong pick is labelled', () => {
    const view = mountTable({ answerSeats: [0, 1], answerOrder: ['burn', 0, 1], wrongSeats: [4] });
    expect(view.get('[data-player="0"] [data-testid="seat-answer"]').text()).toBe('Answer #2');
    expect(view.get('[data-player="1"] [data-testid="seat-answer"]').text()).toBe('Answer #3');
    expect(view.get('[data-testid="dealer"]').text()).toContain('#1 Burn');
    expect(view.get('[data-player="4"]').text()).toContain('Your pick');
  });

  it('a pot answer is drawn on the pot', () => {
    const view = mountTable({ answerAmounts: [218] });
    expect(view.get('[data-testid="pot-answer"]').text()).toBe('Answer: 218');
    // A main pot and a side pot: both amounts, main first, as they add up to the pot.
    expect(
      mountTable({ answerAmounts: [43, 1060] })
        .get('[data-testid="pot-answer"]')
        .text(),
    ).toBe('Answer: 43 + 1,060');
    expect(mountTable().find('[data-testid="pot-answer"]').exists()).toBe(false);
  });

  it('a pot count: the pot is hidden until graded, and the chips put in at the seats add up to the answer', () => {
    let checked = 0;
    for (let seed = 1; checked < 3; seed++) {
      const s = generateScenario('pot', { variant: 'stud', players: 5, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      const expected = answerOf(s).flatMap((r) => (r.kind === 'amount' ? [r.amount] : []));
      if (expected.length !== 1) continue;
      checked++;
      const view = mountTable({ table: drillTable(s, null) });
      expect(view.get('[data-testid="pot"]').text()).toBe('Pot: count it');
      expect(view.text()).not.toContain(`Pot ${expected[0]}`);
      expect(view.findAll('[data-testid="seat-bet"]')).toHaveLength(0); // the bets are inside what each seat put in
      const putIn = view.findAll('[data-testid="seat-put-in"]').map((x) => Number(x.text().replace(/\D/g, '')));
      const back = view.findAll('[data-testid="seat-returned"]').map((x) => Number(x.text().replace(/\D/g, '')));
      expect(putIn).toHaveLength(5);
      expect(putIn.reduce((a, b) => a + b, 0) - back.reduce((a, b) => a + b, 0)).toBe(expected[0]);
      const after = mountTable({ table: drillTable(s, grade(s, answerOf(s))), answerAmounts: [expected[0]!] });
      expect(after.get('[data-testid="pot"]').text()).toBe(`Pot ${expected[0]}`);
      expect(after.get('[data-testid="pot-answer"]').text()).toBe(`Answer: ${expected[0]}`);
    }
  });

  it('a bring-in whose low card is all-in for the ante: only the seat that acts is the answer, the low card is named so', () => {
    let s: Scenario | null = null;
    for (let seed = 1; !s; seed++) {
      const x = generateScenario('bring-in', { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      if (grade(x, []).highlight.length > 1) s = x;
    }
    const graded = grade(s, answerOf(s));
    const seat = graded.expected[0]!.kind === 'seat' ? graded.expected[0]!.seat : -1;
    const view = mountTable({ table: drillTable(s, graded), answerSeats: [...graded.highlight] });
    const answers = view.findAll('[data-testid="seat-answer"]');
    expect(answers).toHaveLength(1);
    expect(view.get(`[data-player="${seat}"] [data-testid="seat-answer"]`).text()).toBe('Answer');
    const low = view.get(`[data-player="${s.state.bringInPlayer}"]`);
    expect(low.get('[data-testid="seat-bring-in-card"]').text()).toBe('Bring-in card');
    expect(low.text()).toContain('All-in');
    expect(view.findAll('[data-testid="seat-bring-in-card"]')).toHaveLength(1);
  });

  it('a player dealt out: the seat holds no card and says so, for screen readers too (en/es/it)', () => {
    const situation = findSituation(
      { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE },
      'player-dealt-out',
      1,
      200,
    )!;
    const player = (situation.incident as { player: number }).player;
    for (const [locale, words] of [
      ['en', 'No cards'],
      ['es', 'Sin cartas'],
      ['it', 'Senza carte'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: tableModel(situation.state, situation.incident), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const seat = view.get(`[data-player="${player}"]`);
      expect(seat.findAll('svg[role="img"]')).toHaveLength(0);
      expect(seat.get('[data-testid="seat-dealt-out"]').text()).toBe(words);
      expect(view.findAll('[data-player] svg[role="img"]')).toHaveLength(5 * 3);
    }
  });

  it('a showdown: each seat still in says its actions on 7th street, in order, in en/es/it: the last raise shows first (TDA 17)', () => {
    const s = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-4074511566');
    const words = {
      en: { note: 'Actions on 7th street, at each seat', check: 'Checked · Called 20', bet: 'Bet 10 · Called 20', raise: 'Raised to 20' },
      es: {
        note: 'Acciones de séptima calle, en cada asiento',
        check: 'Pasó · Igualó 20',
        bet: 'Apostó 10 · Igualó 20',
        raise: 'Subió a 20',
      },
      it: {
        note: 'Azioni della settima strada, a ogni posto',
        check: 'Ha fatto check · Ha chiamato 20',
        bet: 'Ha puntato 10 · Ha chiamato 20',
        raise: 'Ha rilanciato a 20',
      },
    } as const;
    for (const locale of LOCALES) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(view.get('[data-testid="action-street"]').text()).toBe(words[locale].note);
      const tags = view.findAll('[data-testid="seat-actions"]');
      expect(tags.map((x) => x.element.closest('[data-player]')!.getAttribute('data-player'))).toEqual(['1', '2', '3', '4']);
      expect(tags.map((x) => x.text())).toEqual([words[locale].check, words[locale].check, words[locale].bet, words[locale].raise]);
      expect(tags.map((x) => x.attributes('data-actions'))).toEqual(['check call', 'check call', 'bet call', 'raise']);
      expect(view.findAll('[data-testid="seat-bet"]')).toHaveLength(0); // the bets are in the pot
    }
  });

  it('a checked 7th street: the seats say "Checked", and the last aggressor of the earlier streets is named (SEED-001)', () => {
    const s = scenarioFromCode('SD-stud8-5-onl-1.2.5.10-1');
    // The street's words are kept on one line (a no-break space) when the tag wraps within the seat.
    for (const [locale, checked, earlier] of [
      ['en', 'Checked', 'Aggressor on 6th'],
      ['es', 'Pasó', 'Agresor en sexta'],
      ['it', 'Ha fatto check', 'Aggressore in sesta'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(view.findAll('[data-testid="seat-actions"]').map((x) => x.text())).toEqual([checked, checked, checked, checked]);
      const tag = view.findAll('[data-testid="seat-earlier-aggressor"]');
      expect(tag).toHaveLength(1);
      expect(tag[0]!.text()).toBe(earlier);
      expect(tag[0]!.element.closest('[data-player]')!.getAttribute('data-player')).toBe('3');
    }
  });

  it('the common card is drawn face up in the centre and named as the common card (RR stud 15, TDA RP-10-H), en/es/it', () => {
    const s = scenarioFromCode('FA-stud8-8-tda-1.2.5.10-972507');
    for (const [locale, label, name] of [
      ['en', 'Common card', 'Common card, plays in every hand: four of clubs'],
      ['es', 'Carta común', 'Carta común, juega en todas las manos: cuatro de tréboles'],
      ['it', 'Carta comune', 'Carta comune, vale per tutte le mani: quattro di fiori'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const common = view.get('.table-scenario__center [data-testid="common-card"]');
      expect(common.attributes('aria-label')).toBe(name);
      expect(common.get('.table-scenario__common-label').text()).toBe(label);
      const card = common.get('svg[data-card]');
      expect(card.attributes('data-card')).toBe('4c');
      expect(card.attributes('data-face')).toBe('up');
      // The common card is no seat's card.
      expect(view.findAll('[data-player] svg[data-card="4c"]')).toHaveLength(0);
    }
    expect(mountTable().find('[data-testid="common-card"]').exists()).toBe(false);
  });

  it('a graded showdown: the badges say which part they answer, and a wrong pick what it was for (en/es/it)', () => {
    const s = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-4074511566');
    const answer = answerOf(s).map((r, k) => (k === 0 ? { kind: 'seat' as const, seat: 3 } : r));
    const graded = grade(s, answer);
    for (const [locale, first, wins, pick] of [
      ['en', 'Shows first', 'Wins the pot', 'Your pick: first'],
      ['es', 'Muestra primero', 'Gana el bote', 'Tu elección: primero'],
      ['it', 'Mostra per primo', 'Vince il piatto', 'Tua scelta: primo'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, graded), caption: 'Stud', answerSeats: [...graded.highlight], wrongSeats: [3] },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(view.findAll('[data-player="4"] [data-testid="seat-answer"]').map((x) => x.text())).toEqual([first]);
      expect(view.findAll('[data-player="3"] [data-testid="seat-answer"]').map((x) => x.text())).toEqual([wins]);
      expect(view.get('[data-player="3"] [data-testid="seat-wrong"]').text()).toBe(pick);
      expect(view.findAll('[data-testid="seat-answer"]')).toHaveLength(2);
    }
  });

  it('a graded stud8 showdown: one badge per seat names what it answers, the halves and the pots (en/it)', () => {
    const s = scenarioFromCode('SD-stud8-5-onl-1.2.5.10-7');
    const graded = grade(s, answerOf(s));
    for (const [locale, first, main] of [
      ['en', 'Shows first · Wins side pot 1 (scoop)', 'Wins the main pot (scoop)'],
      ['it', 'Mostra per primo · Vince il piatto laterale 1 (tutto)', 'Vince il piatto principale (tutto)'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, graded), caption: 'Stud', answerSeats: [...graded.highlight] },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(
        view.findAll('[data-testid="seat-answer"]').map((x) => [x.element.closest('[data-player]')!.getAttribute('data-player'), x.text()]),
      ).toEqual([
        ['0', first],
        ['2', main],
      ]);
    }
    const split = scenarioFromCode('SD-stud8-5-onl-1.2.5.10-8');
    const view = mount(TableScenario, {
      props: { table: drillTable(split, grade(split, answerOf(split))), caption: 'Stud' },
      global: { plugins: [...testPlugins('en').plugins] },
    });
    expect(view.get('[data-player="1"] [data-testid="seat-answer"]').text()).toBe('Wins every pot (low, split)');
    expect(view.get('[data-player="2"] [data-testid="seat-answer"]').text()).toBe('Shows first · Wins every pot (high)');
  });

  it('cards dealt to an empty seat: an empty seat after the last player holds them, named for screen readers (en/es/it)', () => {
    const situation = findSituation(
      { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE },
      'dealt-to-empty-seat',
      1,
      200,
    )!;
    for (const [locale, words] of [
      ['en', 'Empty seat'],
      ['es', 'Asiento vacío'],
      ['it', 'Posto vuoto'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: tableModel(situation.state, situation.incident), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      expect(view.findAll('[data-seat]')).toHaveLength(6); // the players' seats; the empty one is not a player's
      const empty = view.get('[data-empty-seat]');
      expect(empty.get('.table-scenario__empty-label').text()).toBe(words);
      const cards = empty.findAll('svg[role="img"]');
      expect(cards.map((c) => c.attributes('data-face'))).toEqual(['down', 'down', 'up']);
      expect(cards.every((c) => (c.attributes('aria-label') ?? '').length > 0)).toBe(true);
    }
  });

  it('the stakes placard says the ante, the bring-in and the small and big bet on the felt, in en/es/it', () => {
    for (const [locale, text, spoken] of [
      ['en', 'Ante 1 · Bring-in 2 · Bets 5/10', 'small bet 5, big bet 10'],
      ['es', 'Ante 1 · Bring-in 2 · Apuestas 5/10', 'apuesta pequeña 5, apuesta grande 10'],
      ['it', 'Ante 1 · Bring-in 2 · Puntate 5/10', 'puntata piccola 5, puntata grande 10'],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(scenario, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const placard = view.get('.table-scenario__center [data-testid="stakes"]');
      expect(
        placard
          .findAll('span:not(.visually-hidden)')
          .map((x) => x.text())
          .join(' '),
      ).toBe(text);
      expect(placard.get('.visually-hidden').text()).toBe(spoken);
    }
    const noAnte = { ...drillTable(scenario, null), stakes: { ante: 0, bringIn: 5, smallBet: 10, bigBet: 20 } };
    expect(mountTable({ table: noAnte }).get('[data-testid="stakes"]').text()).toContain('No ante');
  });

  it("bets and the pot are drawn as chips in the structure's denominations, the amount beside them", () => {
    /** What the stacks drawn are worth ("100x4 25x2": four 100s and two 25s). */
    const worth = (chips: string) => chips.split(' ').reduce((a, x) => a + Number(x.split('x')[0]) * Number(x.split('x')[1]), 0);
    const s = generateScenario('legal-action', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 5);
    const view = mountTable({ table: drillTable(s, null) });
    const bets = view.findAll('[data-testid="seat-bet"]');
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) {
      const amount = Number(bet.text().replace(/\D/g, ''));
      expect(worth(bet.get('[data-testid="chip-stack"]').attributes('data-chips')!)).toBe(amount);
    }
    const pot = view.get('[data-testid="pot"]');
    const total = Number(pot.text().replace(/\D/g, ''));
    expect(worth(pot.get('[data-testid="chip-stack"]').attributes('data-chips')!)).toBe(total);
    // A 25/50 game: green chips and up.
    const green = mountTable({
      table: { ...drillTable(s, null), stakes: { ante: 25, bringIn: 50, smallBet: 100, bigBet: 200 }, pot: 475 },
    });
    expect(green.get('[data-testid="pot"] [data-testid="chip-stack"]').attributes('data-chips')).toBe('100x4 25x3');
  });

  it("the dealer's stub, burns and muck are drawn with their counts in the deal order, named for screen readers (en/es/it)", () => {
    const s = generateScenario('deal-order', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 7);
    const piles = drillTable(s, null).piles!;
    for (const [locale, stub] of [
      ['en', `Stub: ${piles.stub} cards`],
      ['es', `Resto del mazo: ${piles.stub} cartas`],
      ['it', `Resto del mazzo: ${piles.stub} carte`],
    ] as const) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud' },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const dealer = view.get('[data-testid="dealer-piles"]');
      expect(dealer.get('[data-pile="stub"] .visually-hidden').text()).toBe(stub);
      expect(dealer.get('[data-pile="stub"] b').text()).toBe(String(piles.stub));
      expect(dealer.get('[data-pile="burns"] b').text()).toBe(String(piles.burns));
      expect(dealer.get('[data-pile="muck"] b').text()).toBe(String(piles.muck));
    }
    expect(
      mountTable({
        table: drillTable(
          generateScenario('bring-in', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 7),
          null,
        ),
      })
        .find('[data-testid="dealer-piles"]')
        .exists(),
    ).toBe(false);
  });

  it('the bring-in drill draws the hole cards as backs marked down: the dealer does not see them', () => {
    const s = generateScenario('bring-in', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 9);
    const view = mountTable({ table: drillTable(s, null) });
    for (const [k, p] of s.state.players.entries()) {
      const cards = view.findAll(`[data-player="${k}"] svg[role="img"]`);
      expect(cards.map((c) => c.attributes('data-face'))).toEqual(['down', 'down', 'up']);
      expect(cards.map((c) => c.attributes('data-card'))).toEqual([undefined, undefined, formatCard(p.cards[2]!.card!)]);
    }
  });

  it('a pickable seat is named by what the question rests on: upcards, downcards, stack, the chips in front and the actions (en/es/it)', () => {
    const s = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-4074511566');
    const hidden = generateScenario('legal-action', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 5);
    for (const locale of LOCALES) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud', pickable: [4] },
        global: { plugins: [...testPlugins(locale).plugins] },
      });
      const name = view.get('[data-player="4"] button').attributes('aria-label')!;
      const seat = drillTable(s, null).seats[4]!;
      const words = {
        en: {
          seat: 'Seat 5, upcards: ',
          down: '; downcards: ',
          stack: `; ${seat.stack.toLocaleString('en')} behind`,
          action: '; Raised to 20',
        },
        es: { seat: 'Asiento 5, cartas descubiertas: ', down: '; cartas tapadas: ', stack: '; ', action: '; Subió a 20' },
        it: { seat: 'Posto 5, carte scoperte: ', down: '; carte coperte: ', stack: '; ', action: '; Ha rilanciato a 20' },
      }[locale];
      expect(name.startsWith(words.seat)).toBe(true);
      expect(name).toContain(words.down);
      expect(name).toContain(words.stack);
      expect(name).toContain(words.action);
      // Its downcards by name: a showdown shows them.
      const downs = seat.cards.filter((c) => !c.up);
      expect(downs.length).toBeGreaterThan(0);
      expect(name.split('; ')[1]!.split(', ')).toHaveLength(downs.length);
    }
    // Hole cards the dealer does not see are counted; the chips in front and the actions of the player facing a bet are named.
    const table = drillTable(hidden, null);
    const focus = hidden.focus!;
    const view = mountTable({ table, pickable: [focus], focus });
    const name = view.get(`[data-player="${focus}"] button`).attributes('aria-label')!;
    expect(name).toContain('; downcards: 2 face down;');
    expect(name).toContain('This player');
    const bettor = table.seats.find((x) => x.bet > 0 && x.player !== focus)!;
    const other = mountTable({ table, pickable: [bettor.player] })
      .get(`[data-player="${bettor.player}"] button`)
      .attributes('aria-label')!;
    expect(other).toMatch(new RegExp(`; (Bet|Bring-in) ${bettor.bet};`));
    expect(other).toMatch(/; (Brought in|Completed to|Bet|Raised to|Called) \d+/);
  });
});

describe('TableScenario: an answer redraws only the seats the verdict is about', () => {
  it('graded: the answer seat is drawn again, every other seat is left as it was (legal action, bring-in)', async () => {
    const setup = { variant: 'stud', players: 7, rules: 'rr-cash', structure: DEFAULT_STRUCTURE } as const;
    for (const s of [generateScenario('legal-action', setup, 5), generateScenario('bring-in', setup, 5)]) {
      const view = mount(TableScenario, {
        props: { table: drillTable(s, null), caption: 'Stud', focus: s.focus },
        global: { plugins: [...testPlugins('en').plugins] },
      });
      const drawn = new Map<number, number>();
      for (const seat of view.findAllComponents({ name: 'TableScenarioSeat' })) {
        const instance = seat.vm.$ as unknown as { render: (...args: unknown[]) => unknown };
        const player = (seat.props('model') as { player: number }).player;
        const render = instance.render;
        drawn.set(player, 0);
        instance.render = (...args) => {
          drawn.set(player, drawn.get(player)! + 1);
          return render(...args);
        };
      }
      const graded = grade(s, answerOf(s));
      await view.setProps({ table: drillTable(s, graded), answerSeats: [...graded.highlight] });
      const redrawn = [...drawn].filter(([, n]) => n > 0).map(([player]) => player);
      expect(redrawn.sort()).toEqual([...graded.highlight].sort());
      expect(view.findAll('[data-testid="seat-answer"]').length).toBeGreaterThan(0);
    }
  });
});
