/// <reference types="node" />
// Test files may read the shared data from disk; core source files never do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatReason, message } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { PROFILES } from '../profiles';
import { PhhError } from './error';
import { parsePhh } from './parse';
import { replayPhh } from './replay';
import { parsePhhAction } from './notation';
import type { PhhHand } from './types';
import { settle } from '../hand';
import { createRng } from '../rng';
import { playRandomHand } from '../sim';
import { VARIANT_IDS } from '../variants';
import { phhFromHand } from './from-hand';
import { writePhh } from './write';
import type { PhhReplayReport } from './report';

const WSOP_DIR = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));
const wsop = readdirSync(WSOP_DIR)
  .filter((name) => name.endsWith('.phh'))
  .sort();
const load = (name: string): PhhHand => parsePhh(readFileSync(WSOP_DIR + name, 'utf8'));

/** The same hand with some action notations replaced (a tampered history). */
function tamper(hand: PhhHand, changes: Record<number, string>): PhhHand {
  const actions = hand.actions.map((action, i) => {
    const notation = changes[i];
    if (notation === undefined) return action;
    const read = parsePhhAction(notation, hand.antes.length);
    if (!read.ok) throw new Error(`bad test notation ${notation}`);
    return read.action;
  });
  return { ...hand, actions };
}

describe("replayPhh: the account in a reader's words", () => {
  it('SEED-001 uncalled: when everyone else folds, the award cites the bet nobody called, not how the pots were built (PHH ante trimming)', () => {
    const report = replayPhh(load('wsop-2023-43-5-00-22-43.phh'));
    const settled = report.events.find((e) => e.reason.key === 'hand.settle.uncontested')!;
    expect(settled.rules).toEqual(['seed-001.uncalled']);
  });

  it('cards are named in words, face-down ones first, never as card codes ("[Td 3c] 4d", "As" reads as a Spanish word)', () => {
    const report = replayPhh(load('wsop-2023-43-5-00-22-43.phh'));
    const deal = report.events.find((e) => e.reason.key === 'phh.replay.deal')!;
    expect(formatReason(deal.reason, 'en')).toBe('Seat 1 is dealt face down: ten of diamonds, three of clubs; face up: four of diamonds.');
    expect(formatReason(deal.reason, 'es')).toBe(
      'El asiento 1 recibe boca abajo: diez de diamantes, tres de tréboles; boca arriba: cuatro de diamantes.',
    );
    expect(formatReason(deal.reason, 'it')).toBe('Il posto 1 riceve coperte: dieci di quadri, tre di fiori; scoperta: quattro di quadri.');
    for (const event of report.events) {
      for (const locale of LOCALES) expect(formatReason(event.reason, locale), event.reason.key).not.toMatch(/\b[2-9TJQKA][cdhs]\b/);
    }
  });
});

describe('replayPhh: the 30 real WSOP 2023 Event #43 hands, tda profile (PHH finishing_stacks)', () => {
  it('the data set holds 30 hands', () => {
    expect(wsop).toHaveLength(30);
  });

  it.each(wsop)('%s replays cleanly and ends with the recorded finishing_stacks to the chip', (name) => {
    const hand = load(name);
    const report = replayPhh(hand);
    expect(report.errors).toEqual([]);
    expect(report.finishingStacks).toEqual(hand.finishingStacks);
    // Chips are conserved: what the players brought is what they leave with.
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(report.finishingStacks!)).toBe(sum(hand.startingStacks));
  });

  it.each(wsop)(
    '%s: the award lines push the pot to the winners, award by award, down to the finishing stacks (phh.finishing-stacks) and an empty pot',
    (name) => {
      const report = replayPhh(load(name));
      const awards = report.events.flatMap((e, i) => (e.reason.key.startsWith('phh.replay.award.') ? [i] : []));
      expect(awards.length).toBeGreaterThan(0);
      // Before the first award every chip is still in the state's pot: no line says otherwise.
      expect(report.events.slice(0, awards[0]).every((e) => e.settled === undefined)).toBe(true);
      let middle = report.events[awards[0]! - 1]!.state.players.reduce((t, p) => t + p.ante + p.streetBets.reduce((a, b) => a + b, 0), 0);
      for (const i of awards) {
        const { reason, settled } = report.events[i]!;
        middle -= reason.params!['amount'] as number;
        expect(settled!.pot).toBe(middle);
      }
      // The last line of the account (finishing stacks match): the file's finishing stacks, nothing in the middle.
      expect(report.events.at(-1)!.settled).toEqual({ stacks: report.finishingStacks, pot: 0 });
    },
  );
});

describe('replayPhh: what the report says', () => {
  it('stud: the lowest door card brings in (RR stud 1) and the high board acts first on later streets', () => {
    // p5 shows the 3s, the lowest door card; p4 completes, p5 calls; on 4th p4 (Qc 6d) leads over p5 (3s 9s).
    const report = replayPhh(load('wsop-2023-43-5-00-22-43.phh'));
    expect(report.variant).toBe('F7S');
    expect(report.bringIn).toEqual({ player: 5, amount: 50000 });
    expect(report.streets).toEqual([
      { street: 3, firstToAct: 5, potAfter: 650000 },
      { street: 4, firstToAct: 4, potAfter: 650000 },
      // p5 bets 400000 on 5th and p4 folds: the uncalled bet goes back, the pot stays 650000.
      { street: 5, firstToAct: 4, potAfter: 650000 },
    ]);
    expect(report.showdownOrder).toEqual([]);
    const decision = report.events.find((e) => e.kind === 'decision' && e.street === 3)!;
    expect(decision.rules).toContain('rr.stud.1');
  });

  it('the bring-in player who completes instead of bringing in is reported with the completion', () => {
    const hand = tamper(load('wsop-2023-43-5-00-22-43.phh'), { 5: 'p5 cbr 200000', 9: 'p4 cc' });
    const report = replayPhh(hand);
    expect(report.bringIn).toEqual({ player: 5, amount: 200000 });
  });

  it('showdown order: the last aggressor on the river shows first (TDA 17)', () => {
    const report = replayPhh(load('wsop-2023-43-5-02-09-20.phh'));
    expect(report.showdownOrder).toEqual([1, 5]);
    const decision = report.events.find((e) => e.kind === 'decision' && e.reason.key.startsWith('hand.showdown'))!;
    expect(decision.rules).toContain('tda.17');
  });

  it('stud hi-lo: the pot is split between the high and the low hand, each award naming its hand (RR hi-lo)', () => {
    const report = replayPhh(load('wsop-2023-43-5-02-09-20.phh'));
    const awards = report.events.filter((e) => e.kind === 'result' && e.reason.key.startsWith('phh.replay.award'));
    expect(awards.map((e) => e.reason.key).sort()).toEqual(['phh.replay.award.high.hand', 'phh.replay.award.low.hand']);
    expect(awards.map((e) => formatReason(e.reason, 'en'))).toEqual([
      'Seat 1 wins the high half, 2,412,500, with two pair, aces and tens (pot 1).',
      'Seat 5 wins the low half, 2,412,500, with eight-seven low (pot 1).',
    ]);
    expect(formatReason(awards[1]!.reason, 'it')).toBe('Il posto 5 vince la metà bassa, 2.412.500, con basso otto-sette (piatto 1).');
  });

  it('everyone else folded: the award names no hand (none was shown)', () => {
    const report = replayPhh(load('wsop-2023-43-5-00-22-43.phh'));
    const awards = report.events.filter((e) => e.reason.key.startsWith('phh.replay.award'));
    expect(awards.map((e) => formatReason(e.reason, 'en'))).toEqual(['Seat 5 wins 650,000 (pot 1).']);
  });

  it('razz: a raise capped by the all-in opponent is accepted (PHH note), and a street with no one able to act has no first actor', () => {
    const report = replayPhh(load('wsop-2023-43-5-03-50-24.phh'));
    expect(report.streets.at(-1)).toEqual({ street: 7, firstToAct: null, potAfter: 5300000 });
    const skipped = report.events.find((e) => e.street === 7 && e.reason.key === 'phh.replay.noOneActs')!;
    expect(skipped.kind).toBe('decision');
    expect(skipped.rules).toEqual(['rr.betting.all-in-skipped']);
    expect(report.errors).toEqual([]);
  });

  it("the profile can be changed: with the online profile the showdown after a checked 7th street starts with the earlier aggressor (SEED-001): the file's own order is one deviation", () => {
    const hand = load('wsop-2023-43-5-00-35-59.phh');
    expect(replayPhh(hand).deviations).toEqual([]);
    const online = replayPhh(hand, { rules: PROFILES.online });
    expect(online.errors).toEqual([]);
    expect(online.deviations).toHaveLength(1);
    expect(online.deviations[0]!.kind).toBe('rules');
    expect(online.deviations[0]!.rules).toContain('seed-001.showdown-order');
    // The file's own pN next to the seat: the reader can find the line.
    expect(online.deviations[0]!.message).toMatch(
      /^actions\[33\] "p1 sm [^"]+": the file has seat 1 \(p1\) show first \(seats in the file's order: 1, 2\), but seat 2 \(p2\) must show first \(the showdown order: 2, 1\): Nobody bet on 7th street: seat 2, /,
    );
    // The replay went on to the end, with the file's chips.
    expect(online.finishingStacks).toEqual(hand.finishingStacks);
  });
});

/**
 * The replay turns an exception of the engine into an error on the action (so a user sees the file, not a crash);
 * a property that claims the engine never crashes must still fail then.
 */
function expectNoEngineFailure(report: PhhReplayReport): void {
  expect(report.errors.filter((error) => error.reason.key === 'phh.replay.error.engine').map((error) => error.message)).toEqual([]);
}

describe('replayPhh: a history that departs from the house rules is a deviation with its action index and rule, and the replay goes on to the end', () => {
  const base = () => load('wsop-2023-43-5-00-22-43.phh');

  it('a completion to the wrong amount (fixed limit, RR stud 3)', () => {
    const report = replayPhh(tamper(base(), { 9: 'p4 cbr 300000' }));
    expect(report.errors).toEqual([]);
    const deviation = report.deviations[0]!;
    expect(deviation.action).toBe(9);
    expect(deviation.rules).toContain('rr.betting.fixed-limit');
    expect(deviation.message).toContain('actions[9] "p4 cbr 300000"');
    expect(deviation.message).toContain('rules: rr.betting.fixed-limit');
    // The replay goes on with the file's chips: seat 5 calls the 300,000, and the hand is played to the end.
    expect(report.finishingStacks).not.toBeNull();
    expect(report.finishingStacks!.reduce((a, b) => a + b, 0)).toBe(base().startingStacks.reduce((a, b) => a + b, 0));
  });

  it('the wrong player brings in (RR stud 1: the lowest door card)', () => {
    const report = replayPhh(tamper(base(), { 5: 'p1 pb' }));
    expect(report.deviations[0]!.action).toBe(5);
    expect(report.deviations[0]!.rules).toContain('rr.stud.1');
    expect(report.deviations[0]!.message).toMatch(
      /the file has seat 1 \(p1\) act first, but seat 5 \(p5\) must: Lowest door card: three of spades/,
    );
    expect(formatReason(report.deviations[0]!.reason, 'es')).toBe(
      'el archivo hace hablar primero al asiento 1 (p1), pero le toca al asiento 5 (p5)',
    );
    expect(formatReason(report.deviations[0]!.reason, 'it')).toBe('il file fa parlare per primo il posto 1 (p1), ma tocca al posto 5 (p5)');
    // The street's first actor is the file's.
    expect(report.streets[0]!.firstToAct).toBe(1);
    expect(report.bringIn).toEqual({ player: 1, amount: 50000 });
  });

  it('the wrong player acts first on 4th street (RR stud 12: the high board acts first)', () => {
    const report = replayPhh(tamper(base(), { 13: 'p5 cc', 14: 'p4 cc' }));
    expect(report.deviations[0]!.action).toBe(13);
    expect(report.deviations[0]!.rules).toContain('rr.stud.12');
    expect(report.deviations[0]!.message).toContain(
      'the file has seat 5 (p5) act first, but seat 4 (p4) must: Seat 4 acts first with the best board showing: queen-six.',
    );
    expect(report.errors).toEqual([]);
    expect(report.streets[1]!.firstToAct).toBe(5);
  });

  it('a player acting out of turn (RR betting: players act in turn)', () => {
    const report = replayPhh(tamper(base(), { 6: 'p2 f', 7: 'p1 f' }));
    expect(report.deviations[0]!.action).toBe(6);
    expect(report.deviations[0]!.rules).toContain('rr.betting.in-turn');
    expect(report.deviations[0]!.reason.key).toBe('hand.illegal.notYourTurn');
    expect(report.errors).toEqual([]);
  });

  it('the bring-in player may not fold (RR stud 2)', () => {
    const report = replayPhh(tamper(base(), { 5: 'p5 f' }));
    expect(report.deviations[0]!.action).toBe(5);
    expect(report.deviations[0]!.rules).toContain('rr.stud.2');
  });

  it('tda.rp-10-f: the big bet after an open pair on 4th street is a deviation for that reason under TDA, allowed with open-pair doubling (rr.stud.4)', () => {
    // p5 pairs the door card on 4th (3s 3d) and leads with the big bet.
    const hand = tamper(base(), { 12: 'd dh p5 3d', 13: 'p5 cbr 400000' });
    const error = replayPhh(hand).deviations[0]!;
    expect(error.action).toBe(13);
    expect(error.rules).toEqual(['tda.rp-10-f', 'house.profile', 'rr.betting.fixed-limit']);
    expect(error.message).toBe(
      'actions[13] "p5 cbr 400000": An open pair on fourth street does not allow the big bet under these house rules (no open-pair doubling): 400,000 would be the big bet; bets and raises stay at the small bet, so the total must be 200,000. (rules: tda.rp-10-f, house.profile, rr.betting.fixed-limit)',
    );
    expect(formatReason(error.reason, 'es')).toBe(
      'Con estas reglas de la casa (sin doblar por pareja descubierta), una pareja descubierta en cuarta calle no permite la apuesta grande: 400.000 sería la apuesta grande; las apuestas y subidas siguen siendo de la apuesta pequeña, así que el total debe ser 200.000.',
    );
    const cash = replayPhh(hand, { rules: PROFILES['rr-cash'] }).deviations;
    expect(cash.every((e) => e.action !== 13)).toBe(true);
  });

  it("cards dealt out of order (dealing starts at the dealer's left)", () => {
    const report = replayPhh(tamper(base(), { 11: 'd dh p5 9s', 12: 'd dh p4 6d' }));
    expect(report.deviations[0]!.action).toBe(11);
    expect(report.deviations[0]!.rules).toContain('phh.action-order');
    expect(report.deviations[0]!.message).toContain(
      'actions[11] "d dh p5 9s": the file deals to seat 5 (p5), but the next card goes to seat 4 (p4)',
    );
    // The rest of the hand is the file's: the same finishing stacks.
    expect(report.finishingStacks).toEqual(base().finishingStacks);
    expect(report.deviations).toHaveLength(1);
  });

  it('finishing stacks that differ from the replay are money deviations for the hand as a whole', () => {
    const hand = base();
    const wrong = { ...hand, finishingStacks: hand.finishingStacks!.map((c, i) => (i === 0 || i === 2 ? c + 1 : c)) };
    const report = replayPhh(wrong);
    // One deviation per seat that differs, each naming the seat (and the file's pN) in the reader's language,
    // chips grouped the reader's way.
    expect(report.errors).toEqual([]);
    expect(report.deviations.map((e) => [e.action, e.kind])).toEqual([
      [null, 'money'],
      [null, 'money'],
    ]);
    expect(report.deviations[0]!.rules).toEqual(['phh.finishing-stacks']);
    expect(report.deviations[0]!.message).toBe(
      "money: seat 1 (p1) finishes with 4,000,000, but the file's finishing stacks say 4,000,001 (rules: phh.finishing-stacks)",
    );
    expect(report.deviations[1]!.message).toBe(
      "money: seat 3 (p3) finishes with 4,775,000, but the file's finishing stacks say 4,775,001 (rules: phh.finishing-stacks)",
    );
    expect(formatReason(report.deviations[1]!.reason, 'es')).toBe(
      'dinero: el asiento 3 (p3) termina con 4.775.000, pero las fichas finales del archivo dicen 4.775.001',
    );
    expect(formatReason(report.deviations[1]!.reason, 'it')).toBe(
      'denaro: il posto 3 (p3) finisce con 4.775.000, ma le fiches finali del file dicono 4.775.001',
    );
    expect(report.finishingStacks).toEqual(hand.finishingStacks);
  });
});

describe('replayPhh: a history that cannot go on as written is an error with its action index and rule: the replay stops there, never a crash', () => {
  const base = () => load('wsop-2023-43-5-00-22-43.phh');

  it('a card dealt twice is a fouled deck (rr.irregularities.fouled-deck), saying who already has it', () => {
    const report = replayPhh(tamper(base(), { 1: 'd dh p2 Td3h4c' }));
    const error = report.errors[0]!;
    expect(error.action).toBe(1);
    expect(error.rules).toEqual(['rr.irregularities.fouled-deck']);
    expect(error.reason.key).toBe('phh.replay.error.duplicateHeld');
    expect(error.message).toBe(
      'actions[1] "d dh p2 Td3h4c": the ten of diamonds is in the file twice: seat 1 (p1) already has it, and two cards of the same rank and suit mean a fouled deck (rules: rr.irregularities.fouled-deck)',
    );
    expect(formatReason(error.reason, 'es')).toBe(
      'la carta diez de diamantes aparece dos veces en el archivo: ya la tiene el asiento 1 (p1), y dos cartas del mismo valor y palo indican un mazo defectuoso',
    );
    expect(formatReason(error.reason, 'it')).toContain('mazzo difettoso');
  });

  it('a card named twice in one deal is a fouled deck too (rr.irregularities.fouled-deck)', () => {
    const error = replayPhh(tamper(base(), { 1: 'd dh p2 Kd3hKd' })).errors[0]!;
    expect(error.action).toBe(1);
    expect(error.rules).toEqual(['rr.irregularities.fouled-deck']);
    expect(formatReason(error.reason, 'en')).toBe(
      'this action names the king of diamonds twice, and two cards of the same rank and suit mean a fouled deck',
    );
  });

  it('a card dealt before the betting is over is an error: the actions left out cannot be made up (RR 14, TDA RP-5-D)', () => {
    const report = replayPhh(tamper(base(), { 10: 'd dh p4 6d' }));
    expect(report.errors[0]!.action).toBe(10);
    expect(report.errors[0]!.rules).toEqual(expect.arrayContaining(['rr.stud.14']));
    expect(report.finishingStacks).toBeNull();
    expect(report.events.at(-1)!.reason.key).toBe('phh.replay.stopped');
  });

  it('a history that stops before the end cannot confirm its finishing stacks', () => {
    const hand = base();
    const report = replayPhh({ ...hand, actions: hand.actions.slice(0, 12) });
    expect(report.finishingStacks).toBeNull();
    expect(report.errors[0]!.reason.key).toBe('phh.replay.error.unfinished');
    // The engine's next step is the detail, so it reads in the reader's language too.
    expect(report.errors[0]!.detail?.key).toMatch(/^hand\.step\./);
    expect(report.errors[0]!.message).toMatch(/cannot be checked; next step: (Seat \d+|Deal seat \d+|Burn)/);
    expect(formatReason(report.errors[0]!.detail!, 'es')).not.toMatch(/\bp\d/);
    // Without recorded finishing stacks a partial history is not an error.
    const { finishingStacks: _, ...partial } = { ...hand, actions: hand.actions.slice(0, 12) };
    expect(replayPhh(partial).errors).toEqual([]);
  });

  it('chips that are not whole numbers cannot be played: a PhhError, not a crash', () => {
    expect(() => replayPhh({ ...base(), bringIn: 0.5 })).toThrow(PhhError);
    expect(() => replayPhh({ ...base(), bringIn: 0.5 })).toThrow(/the engine cannot play this hand: structure.bringIn/);
  });
});

describe('replayPhh: robustness and languages', () => {
  it('every line of the account, every deviation and every error reads in English, Spanish and Italian with no placeholder left', () => {
    const hands = wsop.map(load);
    // Add broken variants so deviation and error texts are covered too.
    const stud = load('wsop-2023-43-5-00-22-43.phh');
    hands.push(tamper(stud, { 5: 'p1 pb' }), tamper(stud, { 9: 'p4 cbr 300000' }), tamper(stud, { 1: 'd dh p2 Td3h4c' }), {
      ...stud,
      finishingStacks: stud.finishingStacks!.map((c) => c + 1),
    });
    hands.push(load('wsop-2023-43-5-00-35-59.phh'));
    for (const hand of hands) {
      const report = replayPhh(hand);
      for (const locale of LOCALES) {
        for (const event of report.events) {
          const text = formatReason(event.reason, locale) + (event.detail ? formatReason(event.detail, locale) : '');
          expect(text, event.reason.key).not.toMatch(/\{\w+\}/);
        }
        for (const problem of [...report.deviations, ...report.errors]) expect(formatReason(problem.reason, locale)).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("the account names seats (seat N = the file's pN) in each language; only deviations and errors that quote the file add its pN", () => {
    const seatWords: Record<string, (n: number) => RegExp> = {
      en: (n) => new RegExp(`\\b[Ss]eat ${n}\\b`),
      es: (n) => new RegExp(`\\b([Ee]l|[Aa]l|del) asiento ${n}\\b`),
      it: (n) => new RegExp(`\\b([Ii]l|[Aa]l|del|dal) posto ${n}\\b`),
    };
    const hands = wsop.map(load);
    hands.push(
      tamper(load('wsop-2023-43-5-00-22-43.phh'), { 5: 'p1 pb' }),
      tamper(load('wsop-2023-43-5-00-22-43.phh'), { 11: 'd dh p5 9s', 12: 'd dh p4 6d' }),
    );
    let named = 0;
    for (const hand of hands) {
      for (const event of replayPhh(hand).events) {
        const reasons = event.detail ? [event.reason, event.detail] : [event.reason];
        for (const reason of reasons) {
          // The replay's own words on the file's action quote it (pN); the engine's refusals name seats only.
          const quotesFile =
            (event.kind === 'error' || event.kind === 'deviation') && reason === event.reason && reason.key.startsWith('phh.replay.');
          // The seat params the text uses (a bring-in reason carries the seat without naming it).
          const seats = Object.entries(reason.params ?? {}).filter(
            ([name]) => ['seat', 'opener', 'actor', 'file', 'engine'].includes(name) && message(reason.key, 'en').includes(`{${name}}`),
          );
          if (seats.length > 0) named++;
          for (const locale of LOCALES) {
            const text = formatReason(reason, locale);
            if (!quotesFile) expect(text, `${reason.key} ${locale}`).not.toMatch(/\bp\d/);
            for (const [, n] of seats) {
              expect(typeof n).toBe('number');
              expect(text, `${reason.key} ${locale}: ${text}`).toMatch(seatWords[locale]!(n as number));
              if (quotesFile) expect(text).toContain(`(p${n as number})`);
            }
          }
        }
      }
    }
    expect(named).toBeGreaterThan(500);
  });

  it('property: a real hand with actions dropped, repeated or swapped never crashes the replay; any error names an action or the hand', () => {
    const hands = wsop.map(load);
    const edit = fc.record({
      hand: fc.integer({ min: 0, max: hands.length - 1 }),
      op: fc.constantFrom('drop', 'repeat', 'swap'),
      at: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        const hand = hands[edits[0]!.hand]!;
        const actions = hand.actions.slice();
        for (const { op, at } of edits) {
          const i = at % actions.length;
          if (op === 'drop') actions.splice(i, 1);
          else if (op === 'repeat') actions.splice(i, 0, actions[i]!);
          else if (i + 1 < actions.length) [actions[i], actions[i + 1]] = [actions[i + 1]!, actions[i]!];
        }
        const report = replayPhh({ ...hand, actions });
        expectNoEngineFailure(report);
        for (const error of report.errors) {
          expect(error.action === null || (error.action >= 0 && error.action < actions.length)).toBe(true);
          expect(error.message.length).toBeGreaterThan(0);
        }
        // A clean replay of an edited history must still account for every chip.
        if (report.finishingStacks)
          expect(report.finishingStacks.reduce((a, b) => a + b, 0)).toBe(hand.startingStacks.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('property: random action notations on a random table never crash the replay', () => {
    const table = fc.integer({ min: 2, max: 8 }).chain((n) =>
      fc.record({
        variant: fc.constantFrom('F7S' as const, 'FR' as const, 'F7S/8' as const),
        n: fc.constant(n),
        stacks: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: n, maxLength: n }),
        notes: fc.array(
          fc.oneof(
            fc
              .tuple(fc.integer({ min: 1, max: n }), fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 3 }))
              .map(([p, cards]) => `d dh p${p} ${cards.map((c) => '23456789TJQKA'[c >> 2]! + 'cdhs'[c & 3]!).join('')}`),
            fc
              .tuple(fc.integer({ min: 1, max: n }), fc.constantFrom('pb', 'cc', 'f', 'sm', 'cbr 10', 'cbr 20', 'cbr 7', 'sm -'))
              .map(([p, a]) => `p${p} ${a}`),
            fc.constant('d db 2c'),
          ),
          { maxLength: 40 },
        ),
      }),
    );
    fc.assert(
      fc.property(table, ({ variant, n, stacks, notes }) => {
        const actions = notes.map((note) => {
          const read = parsePhhAction(note, n);
          if (!read.ok) throw new Error(note);
          return read.action;
        });
        const hand: PhhHand = {
          variant,
          anteTrimming: false,
          antes: stacks.map(() => 1),
          bringIn: 5,
          smallBet: 10,
          bigBet: 20,
          startingStacks: stacks,
          actions,
          extra: {},
        };
        const report = replayPhh(hand);
        expectNoEngineFailure(report);
        expect(report.errors.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('property: any random hand written out as PHH with its hands tabled in another order replays to the same finishing stacks, with exactly one show-order deviation (TDA 17, RR showdown order)', () => {
    const config = fc.record({
      variant: fc.constantFrom(...VARIANT_IDS),
      stacks: fc.integer({ min: 2, max: 8 }).chain((n) => fc.array(fc.integer({ min: 7, max: 400 }), { minLength: n, maxLength: n })),
      profile: fc.constantFrom('tda' as const, 'rr-cash' as const, 'rr-tournament' as const, 'online' as const),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    });
    let reordered = 0;
    fc.assert(
      fc.property(config, ({ variant, stacks, profile, seed }) => {
        const rules = PROFILES[profile];
        const played = playRandomHand(
          { variant, rules, structure: { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 }, stacks },
          createRng(seed),
        );
        const hand = phhFromHand(played);
        // The hands tabled at the showdown, in the book's order: put back in the reverse order, in the same places.
        const tabled = hand.actions.flatMap((a, i) => (a.kind === 'show-muck' && Array.isArray(a.cards) ? [i] : []));
        if (tabled.length < 2) return;
        reordered++;
        const actions = hand.actions.slice();
        tabled.forEach((at, k) => (actions[at] = hand.actions[tabled[tabled.length - 1 - k]!]!));
        const report = replayPhh(parsePhh(writePhh({ ...hand, actions })), { rules });
        expect(report.errors).toEqual([]);
        expect(report.deviations.map((d) => d.reason.key)).toEqual(['phh.replay.deviation.showOrder']);
        expect(report.deviations[0]!.rules.length).toBeGreaterThan(0);
        expect(report.finishingStacks).toEqual(settle(played).answer.finishingStacks);
      }),
      { numRuns: 200 },
    );
    // Enough of the random hands reach a showdown of two or more hands for the property to say something.
    expect(reordered).toBeGreaterThan(20);
  }, 120_000);
});
