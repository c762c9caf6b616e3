import { describe, expect, it } from 'vitest';
import type { Reason } from '../../decision';
import { owed } from '../../hand/dealing';
import type { HandState } from '../../hand/types';
import { si, withChipsCount } from '../../hand/util';
import { formatReason } from '../../i18n/format';
import { PROFILE_IDS } from '../../profiles/profiles';
import { actionsAfterForcedBet, type Incident } from '../../rulings';
import { stubCount } from '../../rulings/transforms';
import { VARIANT_IDS } from '../../variants';
import { generateScenario, scenarioFromCode } from '../generate';
import { answerOf } from '../grade';
import { incidentText } from '../incident-text';
import type { Choice, Scenario } from '../types';

// A misprocedure question states the facts (the incident, and the table it happens at); every choice must be a ruling
// for those facts: another profile's ruling, or a common mistake on them. This oracle says, for each ruling text a
// choice can hold, which facts it asserts, and finds those the question contradicts. It is written apart from the
// drill's generator, from the summaries' own words (core/i18n: ruling.summary.*, drills.mistake.*).

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/** The live players in seat order. */
const alive = (s: HandState): number[] => s.players.map((_, p) => p).filter((p) => !s.players[p]!.folded);

/** The lettered choices of a misprocedure question (its one part). */
function choicesOf(sc: Scenario): readonly Choice[] {
  const part = sc.question.parts[0]!;
  if (part.kind !== 'choice') throw new Error(`${sc.code}: not a choice question`);
  return part.choices;
}

/** The incident's player, when it names one. */
const playerOf = (i: Incident): number | undefined => ('player' in i && typeof i.player === 'number' ? i.player : undefined);

/**
 * What is wrong with a ruling text as an answer to a question about `incident` on `state`: a fact it asserts that the
 * question contradicts (null: none). Throws on a text it does not know, so a new summary gets its facts written here.
 */
function contradiction(r: Reason, state: HandState, incident: Incident): string | null {
  const m = /^(ruling\.summary|drills\.mistake)\.([a-z0-9-]+?)(?:\.(?:high|low|unknown|closed|both-up|tda-silent))*$/.exec(r.key);
  if (!m) throw new Error(`not a ruling text: ${r.key}`);
  // A ruling's summary by its branch; a common mistake as "mistake:<name>".
  const text = m[1] === 'drills.mistake' ? `mistake:${m[2]}` : m[2]!;
  const p = r.params ?? {};
  const i = incident;
  const player = playerOf(i);
  const seatIs = (seat: unknown, who: number | undefined) => who !== undefined && seat === who + 1;
  const late = actionsAfterForcedBet(state) >= 2;
  switch (text) {
    case 'misdeal':
      return null;
    case 'exposed-misdeal':
      return (i.kind === 'exposed-hole-card' || i.kind === 'card-off-table') && state.street === 3 && state.phase === 'dealing'
        ? null
        : 'says a hole card was exposed on the initial deal';
    case 'too-late':
    case 'late-empty-seat':
      return late ? null : 'says two players after the forced bet acted';
    case 'late-dealt-out':
      return late && i.kind === 'player-dealt-out' && seatIs(p.seat, player) ? null : 'says too late, or another seat dealt out';
    case 'late-fouled':
      return late && i.kind === 'extra-cards' && i.count > 1 ? null : 'says too late, or several extra cards';
    case 'extra-one':
      return i.kind === 'extra-cards' && i.count === 1 ? null : 'says one extra card';
    case 'boxed-one':
      return i.kind === 'boxed-card' && i.count === 1 ? null : 'says one boxed card';
    case 'void':
      return i.kind === 'duplicate-card' ? null : 'says a duplicate card';
    case 'exposed-both-rr5':
    case 'exposed-both-misdeal':
    case 'mistake:exposed-both-play':
      return i.kind === 'exposed-hole-card' && i.hole === 'both' && seatIs(p.seat, player) ? null : 'says both hole cards were exposed';
    case 'exposed-one-rr5':
    case 'exposed-one-rr5-low':
    case 'exposed-tda':
      return ((i.kind === 'exposed-hole-card' && i.hole !== 'both') || i.kind === 'card-off-table') && seatIs(p.seat, player)
        ? null
        : 'says one exposed card';
    case 'mistake:exposed-dead':
      return seatIs(p.seat, player) ? null : 'names another seat';
    case 'mistake:fouled-hand':
      return i.kind === 'extra-cards' && seatIs(p.seat, player) ? null : 'says a seat holds extra cards';
    case 'mistake:empty-seat-dead':
      return i.kind === 'dealt-to-empty-seat' ? null : 'says cards went to an empty seat';
    case 'mistake:dealt-out-plays-on':
      return i.kind === 'player-dealt-out' && seatIs(p.seat, player) ? null : 'says a seat was dealt out';
    case 'mistake:play-on':
      return null;
    case 'mistake:burn-as-dealt':
      return i.kind === 'burn-error' ? null : 'says the dealer misburned';
    case 'mistake:upcards-dead':
    case 'mistake:upcards-live':
      return i.kind === 'upcards-concealed' && seatIs(p.seat, player) ? null : 'says the player concealed the upcards';
    case 'mistake:short-bet-stands':
      return (i.kind === 'underbet' || i.kind === 'bet-below-bring-in') && p.amount === i.amount && seatIs(p.seat, player)
        ? null
        : 'another short bet';
    case 'mistake:boxed-set-aside':
      return i.kind === 'boxed-card' && i.count > 1 ? null : 'says several boxed cards';
    case 'off-table-upcard':
      return i.kind === 'card-off-table' ? null : 'says a card flew off the table';
    case 'wrong-bring-in-back':
    case 'wrong-bring-in-stands':
    case 'mistake:wrong-bring-in-back-late':
    case 'mistake:wrong-bring-in-stands-early': {
      if (
        i.kind !== 'wrong-bring-in' ||
        !seatIs(p.wrong, i.player) ||
        p.amount !== i.amount ||
        !seatIs(p.seat, state.round.actor ?? undefined)
      )
        return 'another wrong bring-in';
      if (text === 'wrong-bring-in-back' && i.nextActed) return 'says the next player has not acted';
      if (text === 'wrong-bring-in-stands' && !i.nextActed) return 'says the next player has acted';
      return null;
    }
    case 'absent-rr6':
    case 'absent-dead':
      return i.kind === 'bring-in-absent' ? null : 'says the bring-in card is away';
    case 'all-in-low':
    case 'not-dealt-in':
      return i.kind === 'bring-in-all-in' ? null : 'says the bring-in card is all-in';
    case 'burn-restore':
      return i.kind === 'burn-error' && p.burns === i.burns ? null : 'another burn error';
    case 'burn-keep':
      return i.kind === 'burn-error' && p.burns === i.burns && i.seen === true ? null : 'says the player saw the card';
    case 'mistake:burn-keep-unseen':
      return i.kind === 'burn-error' ? null : 'says a burn error';
    case 'premature-rr14':
    case 'premature-tda':
      return i.kind === 'premature-cards' && p.count === i.count ? null : 'another count of premature cards';
    case 'premature-rr14-seen':
      return i.kind === 'premature-cards' && p.count === i.count && i.seenBy !== undefined && seatIs(p.seat, i.seenBy)
        ? null
        : 'says a player looked at a premature card';
    case 'seventh-all-in':
      return player !== undefined && state.players[player]!.stack === 0 ? null : 'says the player is all-in';
    case 'seventh-no-action': {
      if (withChipsCount(state) >= 2) return 'says no betting action remains';
      return r.key.endsWith('.both-up') && !(alive(state).length === 2 && alive(state)[0] === player)
        ? 'says heads-up, the first player'
        : null;
    }
    case 'seventh-tda':
      return withChipsCount(state) >= 2 ? null : 'says betting action remains';
    case 'seventh-rr17-multi':
      return alive(state).length > 2 ? null : 'says more than two players';
    case 'seventh-rr17-first':
      return alive(state).length === 2 && alive(state)[0] === player ? null : "says heads-up, the first player's card";
    case 'seventh-rr17-second':
      return alive(state).length === 2 && alive(state)[1] === player ? null : "says heads-up, only the second player's card";
    case 'run-out-enough':
    case 'run-out-scramble':
    case 'run-out-common':
    case 'run-out-common-open': {
      const owedNow = alive(state).filter((q) => owed(state, q) > 0).length;
      return p.stub === stubCount(state) && p.owed === owedNow ? null : 'another stub or count of players';
    }
    case 'upcards-fold':
    case 'upcards-live': {
      const q = state.players[player!]!;
      const facing = state.phase === 'betting' && q.stack > 0 && q.streetBets[si(state.street)]! < state.round.toCall;
      return facing === (text === 'upcards-fold')
        ? null
        : text === 'upcards-fold'
          ? 'says the player faced a bet'
          : 'says the player faced no bet';
    }
    case 'count-more':
    case 'mistake:count-more-live':
      return i.kind === 'wrong-card-count' && i.cards > 7 && p.cards === i.cards ? null : 'says more than seven cards';
    case 'count-fewer':
    case 'mistake:count-fewer-live':
      return i.kind === 'wrong-card-count' && i.cards < 7 && p.cards === i.cards ? null : 'says another count of cards';
    case 'count-missing-seventh':
      return i.kind === 'wrong-card-count' && i.cards === 6 ? null : 'says only the seventh card is missing';
    case 'underbet':
    case 'below-bring-in':
      return (i.kind === 'underbet' || i.kind === 'bet-below-bring-in') && p.amount === i.amount ? null : 'another amount';
    default:
      throw new Error(`no facts written for ${r.key}`);
  }
}

/** The ruling each common mistake says in other words (a choice beside it would be a second right answer). */
const SAYS_LIKE: Readonly<Record<string, string>> = {
  'drills.mistake.play-on': 'too-late',
  'drills.mistake.boxed-set-aside': 'too-late',
  'drills.mistake.empty-seat-dead': 'late-empty-seat',
  'drills.mistake.dealt-out-plays-on': 'late-dealt-out',
  'drills.mistake.fouled-hand': 'late-fouled',
  'drills.mistake.upcards-live': 'upcards-live',
  'drills.mistake.upcards-dead': 'upcards-fold',
  'drills.mistake.exposed-dead': 'exposed-both-rr5',
  'drills.mistake.exposed-both-play': 'exposed-one-rr5',
  'drills.mistake.wrong-bring-in-back-late': 'wrong-bring-in-back',
  'drills.mistake.wrong-bring-in-stands-early': 'wrong-bring-in-stands',
  'drills.mistake.burn-keep-unseen': 'burn-keep',
  'drills.mistake.count-fewer-live': 'count-missing-seventh',
};
const rulingBase = (key: string): string => key.replace(/^ruling\.summary\./, '').split('.')[0]!;

describe('misprocedure choices: each one a ruling for the situation as stated', () => {
  it('over 3,000 seeds (every game, profile and table size): no choice asserts a fact the question contradicts; the right one never does', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 3000; seed++) {
      const variant = VARIANT_IDS[seed % VARIANT_IDS.length]!;
      const rules = PROFILE_IDS[Math.floor(seed / VARIANT_IDS.length) % PROFILE_IDS.length]!;
      const sc = generateScenario('misprocedure', { variant, players: 2 + (seed % 7), rules, structure: STRUCTURE }, seed);
      const incident = sc.incident!;
      kinds.add(incident.kind);
      const choices = choicesOf(sc);
      const right = answerOf(sc)[0]!;
      const rightKey = choices.find((c) => right.kind === 'choice' && c.letter === right.letter)!.text[0]!.key;
      for (const choice of choices) {
        const twin = SAYS_LIKE[choice.text[0]!.key.replace(/\.high$/, '')];
        expect(twin === undefined || twin !== rulingBase(rightKey), `${sc.code}: ${choice.text[0]!.key} says what the ruling says`).toBe(
          true,
        );
        for (const r of choice.text) {
          const wrong = contradiction(r, sc.state, incident);
          expect(
            wrong,
            `${sc.code}: "${formatReason(incidentText(incident, variant, sc.state.street), 'en')}" / "${formatReason(r, 'en')}"`,
          ).toBeNull();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(8000);
    expect(kinds.size).toBeGreaterThan(15);
  });

  it('the oracle finds the contradictions the drill used to offer: "the next player has acted" when they have not, "missing only the seventh card" beside eight cards, two exposed cards beside one', () => {
    const state = generateScenario('misprocedure', { variant: 'stud', players: 6, rules: 'rr-cash', structure: STRUCTURE }, 1).state;
    const waiting: Incident = { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false };
    expect(
      contradiction(
        {
          key: 'ruling.summary.wrong-bring-in-stands',
          params: { seat: (state.round.actor ?? 0) + 1, wrong: 3, amount: 2, acted: 4, next: 5 },
        },
        state,
        waiting,
      ),
    ).not.toBeNull();
    expect(
      contradiction({ key: 'ruling.summary.count-missing-seventh', params: { seat: 1, cards: 6 } }, state, {
        kind: 'wrong-card-count',
        player: 0,
        cards: 8,
      }),
    ).toBe('says only the seventh card is missing');
    expect(
      contradiction({ key: 'ruling.summary.exposed-both-rr5', params: { seat: 1, amount: 1 } }, state, {
        kind: 'exposed-hole-card',
        player: 0,
        hole: 1,
      }),
    ).toBe('says both hole cards were exposed');
  });

  it('a late wrong bring-in offers the classic mistakes on its facts: the action back to the player who acted, the bet taken back anyway', () => {
    let found = 0;
    for (let seed = 1; seed < 4000 && found < 5; seed++) {
      const sc = generateScenario('misprocedure', { variant: 'stud', players: 6, rules: 'rr-cash', structure: STRUCTURE }, seed);
      const i = sc.incident!;
      if (i.kind !== 'wrong-bring-in' || !i.nextActed) continue;
      found++;
      const right = answerOf(sc)[0]!;
      const choices = choicesOf(sc);
      const keys = choices.map((c) => c.text[0]!.key);
      expect(keys, sc.code).toContain('drills.mistake.wrong-bring-in-back-late');
      const stands = choices.filter((c) => c.text[0]!.key === 'ruling.summary.wrong-bring-in-stands').map((c) => c.text[0]!.params!);
      // The right ruling names the player after the one who acted; one wrong choice gives the action back to that player.
      expect(
        stands.some((params) => params.next === params.acted),
        sc.code,
      ).toBe(true);
      expect(
        right.kind === 'choice' && choices.some((c) => c.letter === right.letter && c.text[0]!.params!.next !== c.text[0]!.params!.acted),
      ).toBe(true);
    }
    expect(found).toBe(5);
    // A code reopens the same question.
    expect(scenarioFromCode('MP-stud8-5-rrc-1.2.5.10-2640177254').incident).toMatchObject({ kind: 'wrong-bring-in', nextActed: true });
  });
});
