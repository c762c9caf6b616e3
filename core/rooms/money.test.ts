import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHandHistoryFile } from '../../test/hand-histories/read';
import { parsePhh, replayPhh } from '../phh';
import { formatReason } from '../i18n/format';
import { PROFILES } from '../profiles';
import { convertRoomText } from './convert';
import { checkMoney, roomSummary } from './money';
import { replayWithMoney } from './history';

const RAZZ = readHandHistoryFile('pokerstars/razz-cash-9-hands.txt');

/** The money check of hand 1 of the razz file (#35874566077: SilkZone wins $0.41, rake $0.02, $0.08 uncalled) once `change` rewrote the room's text. */
function checkFirstHand(change: (text: string) => string) {
  const [first] = convertRoomText(change(RAZZ), 'pokerstars');
  if (!first?.ok) throw new Error('hand 1 did not convert');
  return replayWithMoney(first.hand.phh, PROFILES.online).money!;
}

describe("the money check: the engine's pots against the room's own summary (PHH winnings, rake given back)", () => {
  it('the real hand: pot, uncalled bet and what SilkZone collects match, the rake of 2 given back', () => {
    const money = checkFirstHand((t) => t);
    expect(money).toEqual({ checked: true, deviations: [], summary: { key: 'rooms.money.match', params: { amount: 2 } } });
    expect(formatReason(money.summary!, 'it')).toBe(
      'Il piatto, le puntate non chiamate e quanto incassa ogni giocatore coincidono con il riepilogo della sala (restituendo il rake di 2).',
    );
  });

  it('a player collecting other than the engine awards: a deviation on that seat, for the hand as a whole (no action)', () => {
    const money = checkFirstHand((t) => t.replace('SilkZone collected $0.39 from pot', 'SilkZone collected $0.29 from pot'));
    expect(money.deviations).toEqual([
      { action: null, reason: { key: 'rooms.money.collected', params: { seat: 5, recorded: 29, chips: 41 } }, rules: ['phh.winnings'] },
    ]);
    expect(formatReason(money.deviations[0]!.reason, 'en')).toBe("Seat 5 collects 29 in the room's summary; the engine gives 41.");
    expect(formatReason(money.deviations[0]!.reason, 'es')).toBe('El asiento 5 cobra 29 en el resumen de la sala; el motor le da 41.');
  });

  it("the money's differences are the report's deviations of kind money, each with its line at the end of the account", () => {
    const [first] = convertRoomText(RAZZ.replace('SilkZone collected $0.39 from pot', 'SilkZone collected $0.29 from pot'), 'pokerstars');
    if (!first?.ok) throw new Error('hand 1 did not convert');
    const clean = replayPhh(first.hand.phh, { rules: PROFILES.online });
    const { report } = replayWithMoney(first.hand.phh, PROFILES.online);
    expect(clean.deviations).toEqual([]);
    expect(report.deviations).toEqual([
      {
        kind: 'money',
        action: null,
        reason: { key: 'rooms.money.collected', params: { seat: 5, recorded: 29, chips: 41 } },
        rules: ['phh.winnings'],
        message: "Seat 5 collects 29 in the room's summary; the engine gives 41. (rules: phh.winnings)",
      },
    ]);
    expect(report.events.slice(0, -1)).toEqual(clean.events);
    const line = report.events[report.events.length - 1]!;
    expect([line.kind, line.action, line.reason, line.state]).toEqual([
      'deviation',
      null,
      report.deviations[0]!.reason,
      clean.events[clean.events.length - 1]!.state,
    ]);
    expect(report.errors).toEqual([]);
  });

  it("a total pot other than the engine's", () => {
    const money = checkFirstHand((t) => t.replace('Total pot $0.41 | Rake $0.02', 'Total pot $0.45 | Rake $0.02'));
    expect(money.deviations.map((d) => d.reason)).toEqual([{ key: 'rooms.money.totalPot', params: { recorded: 45, chips: 41 } }]);
  });

  it('an uncalled bet other than the one the engine gives back (SEED-001: the part nobody matched goes back)', () => {
    const money = checkFirstHand((t) =>
      t.replace('Uncalled bet ($0.08) returned to SilkZone', 'Uncalled bet ($0.06) returned to SilkZone'),
    );
    expect(money.deviations).toEqual([
      {
        action: null,
        reason: { key: 'rooms.money.uncalled', params: { seat: 5, recorded: 6, chips: 8 } },
        rules: ['seed-001.uncalled', 'phh.winnings'],
      },
    ]);
  });

  it('a rake that does not make up the difference between what the engine gives and what the room paid', () => {
    const money = checkFirstHand((t) => t.replace('Total pot $0.41 | Rake $0.02', 'Total pot $0.41 | Rake $0.04'));
    expect(money.deviations.map((d) => d.reason)).toEqual([{ key: 'rooms.money.rake', params: { chips: 41, recorded: 39, amount: 4 } }]);
  });

  it('a player the room paid nothing, to whom the engine gives chips, is a deviation even within the rake', () => {
    const money = checkFirstHand((t) => t.replace('SilkZone collected $0.39 from pot', 'willy32948 collected $0.39 from pot'));
    expect(money.deviations.map((d) => d.reason.params)).toEqual([
      { seat: 2, recorded: 39, chips: 0 },
      { seat: 5, recorded: 0, chips: 41 },
    ]);
  });

  it("Winamax writes no uncalled bet: its pot and the bettor's collection count it, and so does the check", () => {
    const [razz] = convertRoomText(readHandHistoryFile('winamax/razz-cash.txt'), 'winamax');
    if (!razz?.ok) throw new Error('no hand');
    expect(roomSummary(razz.hand.phh)).toEqual({ winnings: [0, 25800], rake: 200, totalPot: 26000, uncalled: null });
    expect(replayWithMoney(razz.hand.phh, PROFILES.online).money?.deviations).toEqual([]);
  });

  it('a replay that stops before the end is not checked, and says so; a PHH file with no room summary has no money check', () => {
    const real = convertRoomText(readHandHistoryFile('pokerstars/stud-cash-11-hands.txt'), 'pokerstars')[1]!;
    if (!real.ok) throw new Error('no hand');
    // The room's hand cut short after its 20th action: the history stops on a street, with no finishing stacks.
    const cut = { ...real.hand.phh, actions: real.hand.phh.actions.slice(0, 20) };
    const { report, money } = replayWithMoney(cut, PROFILES.online);
    expect(report.finishingStacks).toBeNull();
    expect(money).toEqual({ checked: false, deviations: [], summary: { key: 'rooms.money.unchecked' } });
    expect(report.deviations).toEqual([]);
    const wsop = parsePhh(
      readFileSync(fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/wsop-2023-43-5-02-09-20.phh', import.meta.url)), 'utf8'),
    );
    expect(checkMoney(wsop, replayPhh(wsop))).toBeNull();
  });
});
