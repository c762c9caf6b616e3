/**
 * The decision tables: for an incident on a hand, under the hand's house rules (state.config.rules),
 * which procedure applies, its steps, the rules it rests on and the profile field that decided it.
 * Pure; throws IncidentError when the incident does not fit the hand.
 */
import { isCard, type Card } from '../cards';
import type { ReasonParam } from '../decision';
import { legalActions, type HandState, type Player } from '../hand';
import { computeRunOut, owed, runOutRules } from '../hand/dealing';
import { bringInCardPlayer, clockwiseFrom } from '../hand/order';
import { bigBetRound, si, withChipsCount } from '../hand/util';
import type { INCIDENT_ERROR_WORDS } from '../i18n/messages-rulings';
import type { RuleId } from '../rulebook/rules';
import { VARIANTS, type StreetNumber } from '../variants';
import type { Incident } from './incidents';
import { citedFor } from '../profiles/citations';
import { IncidentError, type DecidedBy, type RulingBranch, type Verdict } from './ruling';
import type { PendingOrder, RulingStep } from './steps';
import { alivePlayers, dealRest, nextCardFace, offTableCard, stubCount, type ApplyOptions } from './transforms';
import { actionPastLow, asOpener, exposeHoleCards, exposeOnDealt, seventhUpState, syntheticStub } from './procedures';

export type { Verdict } from './ruling';

const MISDEAL_RULES: RuleId[] = ['rr.irregularities.misdeal', 'tda.35'];

/**
 * The misdeal rules a ruling cites under the hand's house rules: RR's misdeal rule, and TDA 35 only under a tournament
 * profile (citedFor: a cash game, RR cash or an online room, is not played under the TDA's tournament rules).
 */
function misdealRules(state: HandState): RuleId[] {
  return citedFor(state.config.rules, MISDEAL_RULES);
}

function verdict(branch: RulingBranch, steps: RulingStep[], rules: RuleId[], params: Record<string, ReasonParam> = {}, decidedBy: DecidedBy[] = [], pending: PendingOrder[] = []): Verdict {
  return { branch, steps, pending, rules: [...new Set(rules)], params, decidedBy };
}

/**
 * The verdict with the hand after its procedure, when deciding already worked it out exactly as
 * performBranch would (a procedure that needs no random generator); ruleOn then skips doing it again.
 */
function carriedOut(v: Verdict, after: HandState, options: ApplyOptions): Verdict {
  if (options.plain === true) return v;
  if (v.key !== undefined) return { ...v, after };
  // Field by field: a spread over verdicts of many shapes is slow.
  return { branch: v.branch, steps: v.steps, pending: v.pending, rules: v.rules, params: v.params, decidedBy: v.decidedBy, after };
}

function seat(p: Player): number {
  return p + 1;
}

// ---- validation helpers -----------------------------------------------------------------------

/**
 * A value as an error message quotes it: JSON, as the file wrote it ("undefined" when there is none). Shared with
 * the CLI's input errors (cli/commands/rule.ts), so both quote a bad value the same way.
 */
export const quoted = (value: unknown): string => String(JSON.stringify(value));

type ErrorWords = keyof typeof INCIDENT_ERROR_WORDS;
/** An incident an error names in words ("an extra card on the initial deal"). */
type IncidentWords = Extract<ErrorWords, `incident.error.what.${string}`>;

/** The hand's phase in words. */
function phaseWords(state: HandState): ReasonParam {
  const key: ErrorWords = `incident.error.phase.${state.phase}`;
  return { reasons: [{ key }] };
}

/** Where the hand is, for an error that says when the incident can happen: {street} (said in words: {streetName}) and {phase}. */
const handAt = (state: HandState): Record<string, ReasonParam> => ({ street: state.street, phase: phaseWords(state) });

function checkPlayer(state: HandState, player: unknown, field = 'player'): Player {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players.length) {
    throw new IncidentError(field, 'incident.error.player', { last: state.players.length - 1, seats: state.players.length, value: quoted(player) });
  }
  if (state.players[player]!.folded) throw new IncidentError(field, 'incident.error.folded', { seat: seat(player) });
  return player;
}

function checkCount(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new IncidentError(field, 'incident.error.wholeNumber', { min, max, value: quoted(value) });
  }
  return value;
}

function checkBoolean(value: unknown, field: string): void {
  if (typeof value !== 'boolean') throw new IncidentError(field, 'incident.error.boolean', { value: quoted(value) });
}

/** A card the incident names (incident.card), or an error quoting what it gave. */
function checkCard(value: unknown): Card {
  if (!isCard(value)) throw new IncidentError('card', 'incident.error.card', { value: quoted(value) });
  return value;
}

function requireThirdStreet(state: HandState, what: IncidentWords): void {
  if (state.street !== 3 || (state.phase !== 'dealing' && state.phase !== 'betting')) {
    throw new IncidentError('kind', 'incident.error.initialDeal', { what: { reasons: [{ key: what }] }, ...handAt(state) });
  }
}

function requireBringInPending(state: HandState, what: IncidentWords): void {
  if (state.street !== 3 || state.phase !== 'betting' || state.round.opened) {
    throw new IncidentError('kind', state.round.opened ? 'incident.error.beforeBringIn.posted' : 'incident.error.beforeBringIn', { what: { reasons: [{ key: what }] }, ...handAt(state) });
  }
}

/** Voluntary actions after the forced bet (RR: a misdeal cannot be called once two players after it have acted). */
export function actionsAfterForcedBet(state: HandState): number {
  let seenForced = false;
  let n = 0;
  for (const e of state.log) {
    if (!seenForced) {
      if (e.op === 'bringIn' || e.op === 'cbr') seenForced = true;
      continue;
    }
    if (e.op === 'cbr' || e.op === 'cc' || e.op === 'fold') n++;
  }
  return n;
}

function tooLate(state: HandState): boolean {
  return actionsAfterForcedBet(state) >= 2;
}

function misdealOr(state: HandState, late: () => Verdict, extraRules: RuleId[] = []): Verdict {
  if (tooLate(state)) return late();
  return verdict('misdeal', [{ kind: 'misdeal' }], [...extraRules, ...misdealRules(state)]);
}

/** The card a summary names, or, when it is unknown (a stub that is not known), its wording without one: `<key>.unknown`. */
function namingCard(v: Verdict, card: Card | null): Verdict {
  return card === null ? { ...v, key: `ruling.summary.${v.branch}.unknown` } : v;
}

/**
 * The bring-in summaries call the bring-in card "the low card", as stud and stud8 bring in with the lowest door card; in
 * razz the highest door card brings in (RR Razz; STUD-RULES §3): the summary's `.high` wording ("the high card").
 */
function bringInWording(v: Verdict, state: HandState): Verdict {
  return VARIANTS[state.variant].bringIn.pick === 'highest' ? { ...v, key: `${v.key ?? `ruling.summary.${v.branch}`}.high` } : v;
}

/** The {card} param of a summary: none when the card is unknown (the `.unknown` wording names no card). */
const cardParams = (card: Card | null): Record<string, ReasonParam> => (card === null ? {} : { card: { card } });

function dealRestStep(state: HandState): RulingStep[] {
  return state.phase === 'dealing' ? [{ kind: 'deal-rest', street: state.street }] : [];
}

// ---- initial deal -----------------------------------------------------------------------------------

function exposedHoleCard(state: HandState, player: Player, hole: 0 | 1 | 'both', options: ApplyOptions, extra: RuleId[] = []): Verdict {
  const mode = state.config.rules.exposedHoleCard;
  const by: DecidedBy[] = [{ field: 'exposedHoleCard', value: mode }];
  const p = state.players[player]!;
  if (mode === 'misdeal') return verdict('exposed-misdeal', [{ kind: 'misdeal' }], [...extra, 'rr.stud.5-tournament', ...misdealRules(state)], { seat: seat(player) }, by);
  if (hole === 'both') {
    if (mode === 'tda-rp-10-a') return verdict('exposed-both-misdeal', [{ kind: 'misdeal' }], [...extra, 'tda.rp-10-a', 'house.two-exposed-downcards', 'tda.35'], { seat: seat(player) }, by);
    return verdict(
      'exposed-both-rr5',
      [{ kind: 'kill-hand', player }, { kind: 'return-ante', player, amount: p.ante }, ...dealRestStep(state)],
      [...extra, 'rr.stud.5'],
      { seat: seat(player), amount: p.ante },
      by,
    );
  }
  // The hand with the card exposed, without and with RR 5's low-card turn (the shortcut deals the rest once for both).
  let plain: HandState;
  let after: HandState;
  if (options.plain !== true) {
    plain = exposeOnDealt(dealRest(state, {}), player, hole);
    after = mode === 'rr-5' ? actionPastLow(plain, player) : plain;
  } else {
    after = exposeHoleCards(state, player, hole, mode === 'rr-5', options);
    plain = exposeHoleCards(state, player, hole, false, options);
  }
  const card = after.players[player]!.cards[hole]?.card ?? null;
  const base: RulingStep[] = [{ kind: 'expose', player, card }, { kind: 'deal-down', player }, ...dealRestStep(state)];
  if (mode === 'tda-rp-10-a') return carriedOut(namingCard(verdict('exposed-tda', base, [...extra, 'tda.rp-10-a'], { seat: seat(player), ...cardParams(card) }, by), card), after, options);
  const low = bringInCardPlayer(plain);
  if (low && low.player === player && after.round.actor !== null) {
    return carriedOut(
      bringInWording(
        namingCard(
          verdict(
            'exposed-one-rr5-low',
            [...base, { kind: 'action-to', player: after.round.actor, options: 'fold-bring-in-complete' }],
            [...extra, 'rr.stud.5'],
            { seat: seat(player), ...cardParams(card), next: seat(after.round.actor) },
            by,
          ),
          card,
        ),
        state,
      ),
      after,
      options,
    );
  }
  return carriedOut(namingCard(verdict('exposed-one-rr5', base, [...extra, 'rr.stud.5'], { seat: seat(player), ...cardParams(card) }, by), card), after, options);
}

function checkExposure(state: HandState, player: Player, hole: unknown): 0 | 1 | 'both' {
  if (hole !== 0 && hole !== 1 && hole !== 'both') throw new IncidentError('hole', 'incident.error.hole', { value: quoted(hole) });
  if (state.street !== 3 || !(state.phase === 'dealing' || (state.phase === 'betting' && !state.round.opened && actionsAfterForcedBet(state) === 0))) {
    throw new IncidentError('kind', 'incident.error.exposedTiming', handAt(state));
  }
  const p = state.players[player]!;
  const down = p.cards.filter((d) => d.street === 3 && !d.up).length;
  const up = p.cards.filter((d) => d.street === 3 && d.up).length;
  if (up > 0 && down < 2) throw new IncidentError('hole', 'incident.error.upcardFirst', { seat: seat(player) });
  return hole;
}

function cardOffTable(state: HandState, player: Player, options: ApplyOptions): Verdict {
  if (state.phase !== 'dealing' || owed(state, player) === 0) {
    throw new IncidentError('player', 'incident.error.notOwed', { seat: seat(player) });
  }
  const { have, up } = nextCardFace(state, player);
  if (up) {
    // The card that flew off is the player's next card in the dealing order (RR stud 11: it plays as dealt); unknown with an unknown stub.
    const { card } = offTableCard(state, player, options);
    return namingCard(verdict('off-table-upcard', [{ kind: 'play-on' }, { kind: 'deal-rest', street: state.street }], ['rr.stud.11'], { seat: seat(player), ...cardParams(card) }), card);
  }
  if (state.street === 3) return exposedHoleCard(state, player, checkExposure(state, player, have === 0 ? 0 : 1), options, ['rr.stud.11']);
  return seventhCardUp(state, player, options, ['rr.stud.11']);
}

function extraCards(state: HandState, player: Player, count: number): Verdict {
  requireThirdStreet(state, 'incident.error.what.extra-cards');
  if (count === 1) return verdict('extra-one', [{ kind: 'use-as-burn', player }, ...dealRestStep(state)], ['rr.irregularities.extra-card'], { seat: seat(player) });
  return misdealOr(state, () => verdict('late-fouled', [{ kind: 'kill-hand', player }, { kind: 'play-on' }], misdealRules(state), { seat: seat(player) }));
}

// ---- bring-in ---------------------------------------------------------------------------------------

function wrongBringIn(state: HandState, player: Player, amount: unknown, nextActed: unknown): Verdict {
  requireBringInPending(state, 'incident.error.what.wrong-bring-in');
  const actor = state.round.actor!;
  if (player === actor) throw new IncidentError('player', 'incident.error.trueBringIn', { seat: seat(player) });
  if (state.players[player]!.stack === 0) throw new IncidentError('player', 'incident.error.allIn', { seat: seat(player) });
  // What that player could have put in had they been the opener: the bring-in, or a completion.
  const legal = legalActions(asOpener(state, player)).answer!;
  const allowed = [legal.bringIn!, ...(legal.completeTo !== null ? [legal.completeTo] : [])];
  if (typeof amount !== 'number' || !allowed.includes(amount)) {
    const value = quoted(amount);
    throw legal.completeTo !== null
      ? new IncidentError('amount', 'incident.error.bringInOrComplete', { amount: legal.bringIn!, to: legal.completeTo, value })
      : new IncidentError('amount', 'incident.error.bringInAmount', { amount: legal.bringIn!, value });
  }
  checkBoolean(nextActed, 'nextActed');
  const params = { seat: seat(actor), wrong: seat(player), amount };
  if (!nextActed) {
    return bringInWording(verdict('wrong-bring-in-back', [{ kind: 'return-bet', player, amount }, { kind: 'action-to', player: actor, options: 'normal' }], ['rr.stud.9'], params), state);
  }
  const next = clockwiseFrom(state.players.length, (player + 1) % state.players.length, (q) => !state.players[q]!.folded && state.players[q]!.stack > 0);
  return verdict('wrong-bring-in-stands', [{ kind: 'play-on' }, ...(next === null ? [] : [{ kind: 'action-to' as const, player: next, options: 'normal' as const }])], ['rr.stud.9'], params);
}

function bringInAbsent(state: HandState): Verdict {
  requireBringInPending(state, 'incident.error.what.bring-in-absent');
  const low = state.bringInPlayer;
  if (low === null || state.round.actor !== low) throw new IncidentError('kind', 'incident.error.absentAllIn');
  const amount = Math.min(state.config.structure.bringIn, state.players[low]!.stack);
  const t = state.config.rules.tournament;
  const by: DecidedBy[] = [{ field: 'tournament', value: String(t) }];
  if (t) return bringInWording(verdict('absent-dead', [{ kind: 'post-bring-in', player: low, amount }, { kind: 'kill-hand', player: low }], ['tda.30', 'rr.stud.6'], { seat: seat(low), amount }, by), state);
  return bringInWording(verdict('absent-rr6', [{ kind: 'post-bring-in', player: low, amount }], ['rr.stud.6'], { seat: seat(low), amount }, by, [{ when: 'action-reaches', player: low, step: 'kill-hand' }]), state);
}

function bringInAllIn(state: HandState): Verdict {
  requireBringInPending(state, 'incident.error.what.bring-in-all-in');
  const low = state.bringInPlayer;
  if (low === null || state.players[low]!.stack > 0) throw new IncidentError('kind', 'incident.error.hasChips', { seat: low === null ? '?' : seat(low) });
  // Whether such a stack is dealt in at all is a house rule: SEED-003 cash games sit it out, so there the incident cannot happen.
  const shortStack = state.config.rules.shortStack;
  const by: DecidedBy[] = [{ field: 'shortStack', value: shortStack }];
  if (shortStack === 'sits-out') return verdict('not-dealt-in', [], ['seed-003.cash-cover'], { seat: seat(low) }, by);
  const next = state.round.actor!;
  return bringInWording(verdict('all-in-low', [{ kind: 'action-to', player: next, options: 'fold-bring-in-complete' }], citedFor(state.config.rules, ['rr.stud.8', 'tda.rp-10-e']), { seat: seat(low), next: seat(next) }, by), state);
}

// ---- burns, premature cards -------------------------------------------------------------------------

function firstOwed(state: HandState): Player {
  for (let i = 0; i < state.players.length; i++) if (owed(state, i) > 0) return i;
  throw new IncidentError('kind', 'incident.error.nobodyOwed');
}

/** A burn error is ruled before the street's burn (4th to 7th street), with a stub that serves everyone. */
function requireStreetNotStarted(state: HandState): void {
  if (state.phase !== 'dealing' || state.street === 3 || state.burnedFor[state.street - 4]! > 0 || state.players.some((p) => p.cards.some((d) => d.street === state.street))) {
    throw new IncidentError('kind', 'incident.error.burnTiming', handAt(state));
  }
  requireSeventhDeal(state);
}

/** On 7th street a stub too short for everyone is the run-out incident, ruled first. */
function requireSeventhDeal(state: HandState): void {
  if (state.street === 7 && computeRunOut(state) !== 'deal') throw new IncidentError('kind', 'incident.error.stubShort');
}

function burnError(state: HandState, burns: unknown, seen: unknown): Verdict {
  if (burns !== 0 && burns !== 2) throw new IncidentError('burns', 'incident.error.burns', { value: quoted(burns) });
  if (seen !== undefined) checkBoolean(seen, 'seen');
  requireStreetNotStarted(state);
  const first = firstOwed(state);
  if (state.street === 7 && seen === true) {
    const owedCards = alivePlayers(state).filter((q) => owed(state, q) > 0).length;
    if (burns === 2 && stubCount(state) < owedCards + 2) throw new IncidentError('kind', 'incident.error.twoBurnsShort');
    const steps: RulingStep[] = burns === 0 ? [{ kind: 'keep-card', player: first }, { kind: 'burn' }, { kind: 'deal-rest', street: 7 }] : [{ kind: 'keep-card', player: first }, { kind: 'deal-rest', street: 7 }];
    return verdict('burn-keep', steps, ['rr.stud.13'], { seat: seat(first), burns });
  }
  return verdict('burn-restore', [{ kind: 'restore-order' }, { kind: 'burn' }, { kind: 'deal-rest', street: state.street }], ['rr.stud.13'], { burns });
}

/** The players the next street's first `count` cards go to (live players in seat order). */
export function prematureTargets(state: HandState, count: number): Player[] {
  return alivePlayers(state).slice(0, count);
}

function prematureCards(state: HandState, count: unknown, seenBy: unknown): Verdict {
  if (state.phase !== 'betting' || state.round.actor === null || state.street === 7) {
    throw new IncidentError('kind', 'incident.error.prematureTiming', handAt(state));
  }
  const alive = alivePlayers(state).length;
  const n = checkCount(count, 'count', 1, alive);
  if (stubCount(state) < n + 1) throw new IncidentError('count', 'incident.error.stubHolds', { count: stubCount(state) });
  const targets = prematureTargets(state, n);
  let seer: Player | undefined;
  if (seenBy !== undefined) {
    seer = checkPlayer(state, seenBy, 'seenBy');
    if (state.street !== 6) throw new IncidentError('seenBy', 'incident.error.seenByStreet');
    if (!targets.includes(seer)) throw new IncidentError('seenBy', 'incident.error.seenByTarget', { seat: seat(seer), count: n, seats: targets.map(seat).join(', ') });
  }
  const mode = state.config.rules.prematureCard;
  const by: DecidedBy[] = [{ field: 'prematureCard', value: mode }];
  const nextStreet = (state.street + 1) as StreetNumber;
  if (mode === 'tda-rp-5-d') {
    return verdict(
      'premature-tda',
      [{ kind: 'return-to-stub', count: n }, { kind: 'reshuffle-stub', adding: 'premature' }, { kind: 'redeal-street', street: nextStreet }],
      ['tda.rp-5-d'],
      { count: n },
      by,
    );
  }
  const pending: PendingOrder[] = [{ when: 'round-ends', street: state.street, step: 'set-aside-per-player' }];
  if (seer !== undefined) {
    const steps: RulingStep[] = [{ kind: 'keep-card', player: seer }];
    if (n > 1) steps.push({ kind: 'take-back', count: n - 1 });
    steps.push({ kind: 'no-bet-or-raise', player: seer, street: state.street });
    return verdict('premature-rr14-seen', steps, ['rr.stud.14', 'rr.irregularities.premature'], { seat: seat(seer), count: n }, by, pending);
  }
  return verdict('premature-rr14', [{ kind: 'take-back', count: n }], ['rr.stud.14', 'rr.irregularities.premature'], { count: n }, by, pending);
}

// ---- 7th street, running out --------------------------------------------------------------------------

/**
 * RR 17's wording, "the high hand using all upcards starts", is for the high games; in razz the lowest board acts
 * first (RR Razz; STUD-RULES §5): the summary's `.low` wording.
 */
function boardWording(v: Verdict, state: HandState): Verdict {
  return VARIANTS[state.variant].boardOrder === 'low' ? { ...v, key: `${v.key ?? `ruling.summary.${v.branch}`}.low` } : v;
}

function seventhCardUp(state: HandState, player: Player, options: ApplyOptions, extra: RuleId[] = [], card?: unknown): Verdict {
  if (state.street !== 7 || state.phase !== 'dealing' || owed(state, player) === 0) {
    throw new IncidentError('player', 'incident.error.notOwedSeventh', { seat: seat(player), ...handAt(state) });
  }
  requireSeventhDeal(state);
  if (card !== undefined) {
    // The card everyone saw, when the incident names it: the player's next card in the dealing order.
    const seen = checkCard(card);
    const next = offTableCard(state, player, options).card;
    if (next !== null && next !== seen) throw new IncidentError('card', 'incident.error.finalCard', { seat: seat(player), next: { card: next }, got: { card: seen } });
  }
  const mode = state.config.rules.seventhUp;
  const by: DecidedBy[] = [{ field: 'seventhUp', value: mode }];
  // The 7th-street deal with the card kept face up: who acts first under RR 17 (the shortcut works it out only for RR 17's branches).
  const early = options.plain !== true ? null : seventhUpState(state, player, options);
  if (state.players[player]!.stack === 0) {
    return verdict('seventh-all-in', [{ kind: 'keep-card', player }, { kind: 'deal-rest', street: 7 }], [...extra, 'rr.stud.16'], { seat: seat(player) });
  }
  const ruleOf: RuleId = mode === 'rr-17' ? 'rr.stud.17' : 'tda.rp-10-b';
  if (withChipsCount(state) < 2) {
    return verdict('seventh-no-action', [{ kind: 'keep-card', player }, { kind: 'deal-rest', street: 7 }], [...extra, ruleOf], { seat: seat(player) }, by);
  }
  if (mode === 'tda-rp-10-b') {
    const owedCards = alivePlayers(state).filter((q) => owed(state, q) > 0).length;
    const burnDue = state.burnedFor[3]! > 0 ? 0 : 1;
    if (stubCount(state) < burnDue + owedCards + 1) throw new IncidentError('kind', 'incident.error.noReplacement');
    return verdict('seventh-tda', [{ kind: 'replace-card', player }, { kind: 'deal-rest', street: 7 }], [...extra, 'tda.rp-10-b'], { seat: seat(player) }, by);
  }
  const after = early ?? seventhUpState(state, player, options);
  const first = after.phase === 'betting' && after.round.actor !== null ? after.round.actor : null;
  const firstParam = first === null ? '-' : seat(first);
  const alive = alivePlayers(state);
  const actionTo: RulingStep[] = first === null ? [] : [{ kind: 'action-to', player: first, options: 'normal' }];
  if (alive.length > 2) {
    return carriedOut(
      boardWording(
        verdict(
          'seventh-rr17-multi',
          [{ kind: 'keep-card', player }, { kind: 'deal-rest', street: 7 }, { kind: 'may-declare-all-in', player }, ...actionTo],
          [...extra, 'rr.stud.17'],
          { seat: seat(player), first: firstParam },
          by,
        ),
        state,
      ),
      after,
      options,
    );
  }
  if (alive[0] === player) {
    // RR 17: the other player's final card is dealt face up too, after the ruling: nobody knows it yet, so the summary
    // does not name the seat it makes first (the steps' action-to and the hand after the ruling do).
    const other = alive[1]!;
    return boardWording(verdict('seventh-rr17-first', [{ kind: 'keep-card', player }, { kind: 'deal-up', player: other }, ...actionTo], [...extra, 'rr.stud.17'], { seat: seat(player) }, by), state);
  }
  return carriedOut(boardWording(verdict('seventh-rr17-second', [{ kind: 'keep-card', player }, { kind: 'may-declare-all-in', player }, ...actionTo], [...extra, 'rr.stud.17'], { seat: seat(player), first: firstParam }, by), state), after, options);
}

function runOut(state: HandState, options: ApplyOptions): Verdict {
  if (state.street !== 7 || state.phase !== 'dealing' || state.burnedFor[3]! > 0 || state.scrambled || state.players.some((p) => p.cards.some((d) => d.street === 7))) {
    throw new IncidentError('kind', 'incident.error.runOutTiming', handAt(state));
  }
  const sim = syntheticStub(state, options);
  const plan = computeRunOut(sim.state);
  const owedPlayers = alivePlayers(state).filter((p) => owed(state, p) > 0).length;
  const steps: RulingStep[] = [];
  for (const need of sim.steps) {
    const last = steps[steps.length - 1];
    if (need === 'deal') {
      if (last && last.kind === 'deal-some') steps[steps.length - 1] = { kind: 'deal-some', count: last.count + 1 };
      else steps.push({ kind: 'deal-some', count: 1 });
    } else if (need === 'burn') steps.push({ kind: 'burn' });
    else if (need === 'common') steps.push({ kind: 'deal-common' });
    else steps.push({ kind: 'scramble', count: sim.scrambled });
  }
  // A single run of deals covering everyone reads better as "deal the rest".
  if (steps.length > 0) {
    const lastStep = steps[steps.length - 1]!;
    if (lastStep.kind === 'deal-some' && !steps.slice(0, -1).some((s) => s.kind === 'deal-some')) steps[steps.length - 1] = { kind: 'deal-rest', street: 7 };
  }
  const first = sim.first;
  if (first !== null) steps.push({ kind: 'action-to', player: first, options: 'normal' });
  const params = { stub: stubCount(state), owed: owedPlayers, first: first === null ? '-' : seat(first) };
  const rules: RuleId[] = runOutRules(sim.state);
  const by: DecidedBy[] = [{ field: 'runOut', value: state.config.rules.runOut }];
  if (plan === 'deal') return verdict('run-out-enough', steps, rules, params, by);
  if (plan === 'scramble-then-deal') return verdict('run-out-scramble', steps, rules, params, by);
  by.push({ field: 'commonCardFirst', value: state.config.rules.commonCardFirst });
  const withCommon = state.config.rules.commonCardFirst === 'high-with-common';
  // The high hand using the common card (RR 15) is known only once that card is turned, after the ruling (and after
  // a scramble no stub order tells it): the summary names no seat. TDA RP-10-H keeps the 6th-street opener, known now.
  const commonRules: RuleId[] = [...rules, withCommon ? 'rr.stud.15' : 'tda.rp-10-h'];
  if (withCommon || first === null) return { ...verdict('run-out-common', steps, commonRules, { stub: params.stub, owed: params.owed }, by), key: 'ruling.summary.run-out-common-open' };
  return verdict('run-out-common', steps, commonRules, params, by);
}

// ---- player acts ---------------------------------------------------------------------------------------

function upcardsConcealed(state: HandState, player: Player): Verdict {
  const p = state.players[player]!;
  const facing = state.phase === 'betting' && p.stack > 0 && p.streetBets[si(state.street)]! < state.round.toCall;
  if (facing) return verdict('upcards-fold', [{ kind: 'fold', player }], citedFor(state.config.rules, ['rr.stud.10', 'tda.66']), { seat: seat(player) });
  return verdict('upcards-live', [{ kind: 'play-on' }], ['rr.stud.10'], { seat: seat(player) });
}

function wrongCardCount(state: HandState, player: Player, cards: unknown): Verdict {
  const n = checkCount(cards, 'cards', 0, 52);
  if (n === 7) throw new IncidentError('cards', 'incident.error.sevenCards');
  if (n > 7) return verdict('count-more', [{ kind: 'kill-hand', player }], ['rr.stud.18'], { seat: seat(player), cards: n });
  if (state.phase !== 'showdown') throw new IncidentError('cards', 'incident.error.fewerTiming', { phase: phaseWords(state) });
  if (n === 6) return verdict('count-missing-seventh', [{ kind: 'play-on' }], ['rr.stud.18'], { seat: seat(player), cards: n });
  return verdict('count-fewer', [{ kind: 'kill-hand', player }], ['rr.stud.18'], { seat: seat(player), cards: n });
}

function requireActor(state: HandState, player: Player): void {
  if (state.phase !== 'betting' || state.round.actor !== player) {
    throw state.phase === 'betting' && state.round.actor !== null
      ? new IncidentError('player', 'incident.error.notTurn', { seat: seat(player), actor: seat(state.round.actor) })
      : new IncidentError('player', 'incident.error.notTurn.phase', { seat: seat(player), phase: phaseWords(state) });
  }
}

function underbet(state: HandState, player: Player, amount: unknown): Verdict {
  requireActor(state, player);
  if (state.street === 3) throw new IncidentError('kind', 'incident.error.underbetThird');
  // RR betting: the small bet (or less) on a big-bet street: 5th to 7th, or 4th once a big bet was made on an open pair (RR stud 4).
  const big = state.config.structure.bigBet;
  if (!bigBetRound(state)) {
    throw new IncidentError('kind', 'incident.error.underbetStreet', { size: state.round.increment });
  }
  const legal = legalActions(state).answer!;
  const options = legal.betOrRaiseTo;
  if (options.length === 0) throw new IncidentError('player', legal.capped ? 'incident.error.cannotBet.capped' : 'incident.error.cannotBet.closed', { seat: seat(player) });
  const proper = Math.min(...options);
  // Short of a full big bet only: a player who can only go all-in for less makes a short all-in, not an underbet.
  if (proper !== state.round.fullLevel + big) throw new IncidentError('player', 'incident.error.shortAllIn', { seat: seat(player), amount: proper });
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= state.round.toCall || amount >= proper) {
    throw new IncidentError('amount', 'incident.error.underbetAmount', { call: state.round.toCall, to: proper, value: quoted(amount) });
  }
  return verdict('underbet', [{ kind: 'correct-bet', player, from: amount, to: proper }], ['rr.betting.underbet'], { seat: seat(player), amount, size: big, to: proper });
}

function betBelowBringIn(state: HandState, player: Player, amount: unknown): Verdict {
  requireActor(state, player);
  if (state.street !== 3) throw new IncidentError('kind', 'incident.error.belowBringInStreet', { street: state.street });
  const legal = legalActions(state).answer!;
  const p = state.players[player]!;
  const have = p.streetBets[0]!;
  const to = legal.bringIn !== null ? legal.bringIn : Math.min(state.round.toCall, have + p.stack);
  if (legal.bringIn === null && state.round.bets > 0) throw new IncidentError('kind', 'incident.error.completed');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= have || amount >= to) {
    throw new IncidentError('amount', 'incident.error.belowBringInAmount', { from: have, to, value: quoted(amount) });
  }
  return verdict('below-bring-in', [{ kind: 'correct-bet', player, from: amount, to }], ['rr.betting.underbet', 'rr.stud.2'], { seat: seat(player), amount, size: state.config.structure.bringIn, to });
}

// ---- dispatch --------------------------------------------------------------------------------------------

/** The ruling's procedure for an incident on this hand, under state.config.rules. */
/** `options.plain`: without the shortcuts (ApplyOptions.plain), the oracle they are tested against. */
export function decideRuling(state: HandState, incident: Incident, options: ApplyOptions = {}): Verdict {
  if (!incident || typeof incident !== 'object') throw new IncidentError('kind', 'incident.error.notObject');
  if (state.phase === 'complete') throw new IncidentError('kind', 'incident.error.handOver');
  switch (incident.kind) {
    case 'exposed-hole-card': {
      const player = checkPlayer(state, incident.player);
      return exposedHoleCard(state, player, checkExposure(state, player, incident.hole), options);
    }
    case 'card-off-table':
      return cardOffTable(state, checkPlayer(state, incident.player), options);
    case 'extra-cards':
      return extraCards(state, checkPlayer(state, incident.player), checkCount(incident.count, 'count', 1, 10));
    case 'dealt-to-empty-seat':
      requireThirdStreet(state, 'incident.error.what.dealt-to-empty-seat');
      return misdealOr(state, () => verdict('late-empty-seat', [{ kind: 'play-on' }], misdealRules(state)));
    case 'player-dealt-out': {
      requireThirdStreet(state, 'incident.error.what.player-dealt-out');
      const player = checkPlayer(state, incident.player);
      const ante = state.players[player]!.ante;
      return misdealOr(state, () => verdict('late-dealt-out', [{ kind: 'no-hand', player }, { kind: 'return-ante', player, amount: ante }, { kind: 'play-on' }], misdealRules(state), { seat: seat(player), amount: ante }));
    }
    case 'wrong-first-seat':
      requireThirdStreet(state, 'incident.error.what.wrong-first-seat');
      return misdealOr(state, () => verdict('too-late', [{ kind: 'play-on' }], misdealRules(state)));
    case 'boxed-card': {
      requireThirdStreet(state, 'incident.error.what.boxed-card');
      const count = checkCount(incident.count, 'count', 1, 52);
      const card = incident.card === undefined ? null : checkCard(incident.card);
      if (card !== null && state.stub !== null && state.stub.indexOf(card, state.stubTop) < 0) throw new IncidentError('card', 'incident.error.notInStub');
      const discard: RulingStep = { kind: 'discard-boxed', card };
      if (count === 1) return namingCard(verdict('boxed-one', [discard, ...dealRestStep(state)], ['rr.irregularities.boxed-card'], cardParams(card)), card);
      return misdealOr(state, () => verdict('too-late', [discard, { kind: 'play-on' }, ...dealRestStep(state)], ['rr.irregularities.boxed-card', ...misdealRules(state)], cardParams(card)), ['rr.irregularities.boxed-card']);
    }
    case 'duplicate-card':
      return verdict('void', [{ kind: 'void-hand' }], citedFor(state.config.rules, ['rr.irregularities.fouled-deck', 'tda.35']), { card: { card: checkCard(incident.card) } });
    case 'wrong-bring-in':
      return wrongBringIn(state, checkPlayer(state, incident.player), incident.amount, incident.nextActed);
    case 'bring-in-absent':
      return bringInAbsent(state);
    case 'bring-in-all-in':
      return bringInAllIn(state);
    case 'burn-error':
      return burnError(state, incident.burns, incident.seen);
    case 'premature-cards':
      return prematureCards(state, incident.count, incident.seenBy);
    case 'seventh-card-up':
      return seventhCardUp(state, checkPlayer(state, incident.player), options, [], incident.card);
    case 'run-out':
      return runOut(state, options);
    case 'upcards-concealed':
      return upcardsConcealed(state, checkPlayer(state, incident.player));
    case 'wrong-card-count':
      return wrongCardCount(state, checkPlayer(state, incident.player), incident.cards);
    case 'underbet':
      return underbet(state, checkPlayer(state, incident.player), incident.amount);
    case 'bet-below-bring-in':
      return betBelowBringIn(state, checkPlayer(state, incident.player), incident.amount);
    default:
      throw new IncidentError('kind', 'incident.error.unknownKind', { value: quoted((incident as { kind?: unknown }).kind) });
  }
}
