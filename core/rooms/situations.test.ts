import { describe, expect, it } from 'vitest';
import { readHandHistoryFile } from '../../test/hand-histories/read';
import { formatPhhAction, type PhhHand } from '../phh';
import { settle } from '../hand';
import { formatReason } from '../i18n/format';
import { PROFILES } from '../profiles';
import { readHandHistory, replayWithMoney, type HistoryEntry } from './history';

type Read = Extract<HistoryEntry, { ok: true }>;

/** Hand `index` (1-based) of a real file, converted. */
function hand(file: string, index: number): Read {
  const entry = readHandHistory(readHandHistoryFile(file)).entries[index - 1];
  if (!entry?.ok) throw new Error(`${file} hand ${index} did not convert`);
  return entry;
}
const actions = (phh: PhhHand): string[] => phh.actions.map(formatPhhAction);

describe('the situations the real files hold, as the engine replays them under the online profile', () => {
  it('a completed bring-in: the low card completes instead of bringing in, so the file posts no bring-in (RR stud 3)', () => {
    // PokerStars #35874081088: "Hero: bets $0.04" with the 2s, the lowest door card.
    const h = hand('pokerstars/stud-cash-11-hands.txt', 3);
    expect(actions(h.phh).slice(5, 7)).toEqual(['p1 cbr 4', 'p2 cc']);
    expect(actions(h.phh).some((a) => a.endsWith(' pb'))).toBe(false);
    const { report } = replayWithMoney(h.phh, PROFILES.online);
    expect(report.errors).toEqual([]);
    expect(report.bringIn).toEqual({ player: 1, amount: 4 });
    // The room never writes the bring-in of a hand where nobody posts it: another hand of the table says $0.02.
    expect(h.phh.bringIn).toBe(2);
    expect(h.notes).toEqual([{ key: 'rooms.note.bringInFromTable', params: { amount: 2 } }]);
    // Bovada writes the completion as a bet too.
    const bovada = hand('bovada/studhl-cash-completed-bring-in.txt', 1);
    expect(replayWithMoney(bovada.phh, PROFILES.online).report.bringIn).toEqual({ player: 1, amount: 25 });
  });

  it('a bring-in tie broken by suit: two deuces showing, the two of clubs brings in (RR stud 1, Full Tilt guide suit order)', () => {
    const { report } = replayWithMoney(hand('pokerstars/stud-cash-11-hands.txt', 7).phh, PROFILES.online);
    const decision = report.events.find((e) => e.kind === 'decision' && e.street === 3)!;
    expect(decision.rules).toEqual(['rr.stud.1', 'seed-001.suit-order', 'rr.stud.2']);
    expect(formatReason(decision.reason, 'en')).toBe(
      'Lowest door card: two of clubs; on equal ranks the lower suit brings in, clubs < diamonds < hearts < spades.',
    );
    expect(report.errors).toEqual([]);
  });

  it('razz: the highest door card brings in, the suit breaking a tie the other way (RR razz, Poker rules: Razz and Stud)', () => {
    const { report } = replayWithMoney(hand('pokerstars/razz-cash-9-hands.txt', 8).phh, PROFILES.online);
    const decision = report.events.find((e) => e.kind === 'decision' && e.street === 3)!;
    expect(decision.rules).toContain('seed-004.razz-bring-in');
    expect(report.errors).toEqual([]);
  });

  it('an open pair on 4th street: the big bet is allowed under the online profile (RR stud 4), refused under TDA (TDA RP-10-F)', () => {
    // PokerStars #60974484959: "Pair on board - a double bet is allowed", Spacemasa (Qh Qs) bets $0.08 all-in.
    const h = hand('pokerstars/stud-cash-open-pair-side-pot.txt', 1);
    expect(h.phh.smallBet).toBe(4);
    expect(actions(h.phh)).toContain('p8 cbr 8');
    const online = replayWithMoney(h.phh, PROFILES.online).report;
    expect([online.deviations, online.errors]).toEqual([[], []]);
    // Under TDA the big bet is a deviation: the replay records it and goes on to the end as the room played it.
    const tda = replayWithMoney(h.phh, PROFILES.tda).report;
    expect(tda.errors).toEqual([]);
    expect(tda.deviations.map((e) => [e.actionText, e.reason.key])).toEqual([['p8 cbr 8', 'hand.illegal.openPairNoBigBet']]);
    expect(tda.deviations[0]!.rules).toContain('tda.rp-10-f');
  });

  it('a capped round: a bet and three raises on 3rd street, and a fourth raise is refused (RR betting: the cap)', () => {
    // PokerStars #49382949075: bring-in 15, 50, 100, 150, 200, "Betting is capped".
    const h = hand('pokerstars/razz-tournament-capped.txt', 1);
    expect(actions(h.phh).slice(8, 19)).toEqual([
      'p7 pb',
      'p8 cbr 50',
      'p1 f',
      'p2 f',
      'p3 cbr 100',
      'p4 cbr 150',
      'p5 f',
      'p6 f',
      'p7 f',
      'p8 cc',
      'p3 cbr 200',
    ]);
    expect(replayWithMoney(h.phh, PROFILES.online).report.errors).toEqual([]);
    // The same hand with Player2 raising once more instead of calling.
    const raisedAgain: PhhHand = {
      ...h.phh,
      actions: h.phh.actions.map((a, i) => (i === 19 ? { kind: 'complete-bet-raise', player: 3, amount: 250 } : a)),
    };
    const { deviations } = replayWithMoney(raisedAgain, PROFILES.online).report;
    expect(deviations.map((d) => [d.action, d.reason.key])).toEqual([[19, 'hand.illegal.capped']]);
    expect(deviations[0]!.rules).toContain('rr.betting.cap');
  });

  it('a side pot: the all-in player is in the main pot only, and both pots match the room (SEED-001 side pots)', () => {
    const h = hand('pokerstars/stud-cash-open-pair-side-pot.txt', 1);
    const { report, money } = replayWithMoney(h.phh, PROFILES.online);
    const pots = settle(report.events[report.events.length - 1]!.state).answer.pots;
    // "Total pot $1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05": the room's pots are after the rake.
    expect(pots.map((p) => p.amount)).toEqual([44, 64]);
    expect(pots[1]!.eligible).toEqual([3, 6]);
    expect(h.phh.extra['_total_pot']).toBe(108);
    expect(h.phh.extra['winnings']).toEqual([0, 0, 0, 103, 0, 0, 0, 0]);
    expect(money?.deviations).toEqual([]);
  });

  it('a split pot in stud hi-lo: the high half and the low half go to different players, as the room paid them', () => {
    // PokerStars tournament #29356803849: Player4 two pair (high), Player2 7-6-5-3-A (low), 220 each.
    const h = hand('pokerstars/studhl-tournament-split-pot.txt', 1);
    const { report, money } = replayWithMoney(h.phh, PROFILES.online);
    const awards = report.events
      .filter((e) => e.kind === 'result' && e.reason.key.startsWith('phh.replay.award.'))
      .map((e) => [e.reason.key, e.reason.params]);
    expect(awards).toEqual([
      ['phh.replay.award.high.hand', { seat: 5, amount: 220, pot: 1, hand: { reasons: [{ key: 'hand.two-pair.nine.eight' }] } }],
      ['phh.replay.award.low.hand', { seat: 3, amount: 220, pot: 1, hand: { reasons: [{ key: 'hand.low.seven.six' }] } }],
    ]);
    expect(money?.summary).toEqual({ key: 'rooms.money.matchNoRake' });
    // Bovada's split, with the rake it leaves out of its summary given back ($3 of a $150 pot).
    const bovada = hand('bovada/studhl-cash-split-pot.txt', 1);
    expect(bovada.notes).toEqual([{ key: 'rooms.note.rakeUnwritten', params: { amount: 300 } }]);
    expect(replayWithMoney(bovada.phh, PROFILES.online).money?.deviations).toEqual([]);
  });

  it('a common card: eight players reach 7th street, one card is turned for all (RR stud 15)', () => {
    const h = hand('pokerstars/stud-cash-common-card.txt', 1);
    const seventh = actions(h.phh).filter((a) => a.startsWith('d '));
    expect(seventh[seventh.length - 1]).toBe('d db 6h');
    // Six cards each: the common card is not one of them.
    expect(actions(h.phh)).toContain('p3 sm 7sQs6c7h3sQh');
    const { report, money } = replayWithMoney(h.phh, PROFILES.online);
    expect(report.errors).toEqual([]);
    expect(report.events.some((e) => e.kind === 'decision' && e.street === 7 && e.rules.includes('rr.stud.15'))).toBe(true);
    expect(money?.deviations).toEqual([]);
  });

  it('anonymised players: Bovada names seats, not players, so PHH gets empty names and the seat numbers', () => {
    const h = hand('bovada/studhl-cash-completed-bring-in.txt', 1);
    expect(h.phh.extra['players']).toEqual(['', '', '', '', '', '', '']);
    expect(h.phh.extra['seats']).toEqual([1, 2, 3, 4, 5, 6, 8]);
    // Every card dealt is in Bovada's history: no ?? at all.
    expect(actions(h.phh).filter((a) => a.includes('??'))).toEqual([]);
  });

  it('cards nobody saw are ??, and the cards shown at the end fill the places they were dealt in', () => {
    const h = hand('pokerstars/studhl-tournament-split-pot.txt', 1);
    // Player0 folded on 3rd: only the door card was seen. Player4 showed down: its hole cards and 7th card are filled.
    expect(actions(h.phh)[0]).toBe('d dh p1 ????Kc');
    expect(actions(h.phh)[4]).toBe('d dh p5 9c3d9h');
    expect(actions(h.phh)).toContain('d dh p6 ??');
  });

  it('a room\'s slip read between the lines: Winamax\'s "raises -6.10€ to 18.90€" is an all-in raise to 28.90€, said in a note', () => {
    const h = hand('winamax/stud-cash-negative-raise.txt', 1);
    expect(actions(h.phh)).toContain('p1 cbr 2890');
    expect(h.notes).toEqual([{ key: 'rooms.note.raiseAllIn', params: { line: 17, written: 1890, to: 2890 } }]);
    expect(formatReason(h.notes[0]!, 'es')).toContain('se lee como all-in');
  });

  it('Full Tilt files in UTF-16 read like any other (the room wrote them so)', () => {
    const h = hand('fulltilt/razz-cash-utf16.txt', 1);
    expect(h.id).toBe('26190500040');
    expect(h.phh.variant).toBe('FR');
    expect(replayWithMoney(h.phh, PROFILES.online).money?.deviations).toEqual([]);
  });
});
