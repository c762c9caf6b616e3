import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCard } from '../cards';
import { LOCALES } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import { INCIDENT_ERROR_MESSAGES, INCIDENT_ERROR_WORDS } from '../i18n/messages-rulings';
import { INCIDENT_KINDS, IncidentError, ruleOn, type Incident } from './index';
import { createHand, type HandState } from '../hand';
import { PROFILES } from '../profiles';
import { act, deal, newHand, stackedDeck, toStreet } from './test-hands';

const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];
/** 3rd street dealt, seat 2 (2c) to bring in. */
const third = (): HandState => deal(newHand(HANDS));

/** The IncidentError ruleOn throws for the incident on the hand. */
function refusal(state: HandState, incident: Incident): IncidentError {
  try {
    ruleOn(state, incident);
  } catch (e) {
    if (e instanceof IncidentError) return e;
    throw e;
  }
  throw new Error(`ruleOn accepted ${JSON.stringify(incident)}`);
}

const phase = (name: string) => ({ reasons: [{ key: `incident.error.phase.${name}` }] });

describe('incident errors in every language', () => {
  // The keys core/rulings throws with, as written in its source (the hand's phase is the only key it builds).
  const source = [__dirname, join(__dirname, 'kinds')]
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => readFileSync(join(dir, f), 'utf8')),
    )
    .join('\n');
  const used = new Set([...source.matchAll(/'(incident\.error\.[A-Za-z.-]+)'/g)].map((m) => m[1]!));
  const phases = ['dealing', 'betting', 'showdown', 'complete'].map((p) => `incident.error.phase.${p}`);

  it('every key core/rulings throws with is in the catalog, and every catalog entry is used', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(source).toContain('`incident.error.phase.${state.phase}`');
    expect([...used, ...phases].sort()).toEqual([...Object.keys(INCIDENT_ERROR_MESSAGES), ...Object.keys(INCIDENT_ERROR_WORDS)].sort());
  });

  it('every one has an English, Spanish and Italian text in the core catalog', () => {
    for (const key of [...used, ...phases]) {
      const entry = MESSAGES[key];
      expect(entry, key).toBeDefined();
      for (const locale of LOCALES) expect(entry![locale].length, `${key} ${locale}`).toBeGreaterThan(3);
      expect(entry!.es, key).not.toBe(entry!.en);
      expect(entry!.it, key).not.toBe(entry!.en);
    }
  });

  it('the incidents named in words are incident kinds', () => {
    const named = Object.keys(INCIDENT_ERROR_WORDS)
      .filter((k) => k.startsWith('incident.error.what.'))
      .map((k) => k.slice('incident.error.what.'.length));
    for (const kind of named) expect(INCIDENT_KINDS, kind).toContain(kind);
  });
});

describe('an incident that does not fit the hand: the field, a message key and its params', () => {
  it('running out of cards on 3rd street: when it is ruled, the street in words and the phase', () => {
    const e = refusal(third(), { kind: 'run-out' });
    expect(e.field).toBe('kind');
    expect(e.reason).toEqual({ key: 'incident.error.runOutTiming', params: { street: 3, phase: phase('betting') } });
    expect(e.message).toBe(
      'incident.kind: running out of cards is ruled on 7th street before its burn; this hand is on 3rd street, betting',
    );
    expect(e.describe('en')).toBe(e.message);
    expect(e.describe('es')).toBe(
      'incident.kind: quedarse sin cartas se decide en la séptima calle antes de su quemada; esta mano va por la tercera calle, en las apuestas',
    );
    expect(e.describe('it')).toBe(
      'incident.kind: la mancanza di carte si decide in settima strada prima della sua bruciata; questa mano è alla terza strada, in fase di puntata',
    );
  });

  it('a player who has folded', () => {
    const e = refusal(act(third(), 'pb', 'f'), { kind: 'upcards-concealed', player: 2 });
    expect(e.field).toBe('player');
    expect(e.reason).toEqual({ key: 'incident.error.folded', params: { seat: 3 } });
    expect(e.message).toBe('incident.player: seat 3 has already folded');
    expect(e.describe('es')).toBe('incident.player: el asiento 3 ya se ha retirado');
    expect(e.describe('it')).toBe('incident.player: il posto 3 ha già passato');
  });

  it('a wrong bring-in for an amount the seat could not have put in: the bring-in and the completion', () => {
    const e = refusal(third(), { kind: 'wrong-bring-in', player: 0, amount: 7, nextActed: false });
    expect(e.field).toBe('amount');
    expect(e.reason).toEqual({ key: 'incident.error.bringInOrComplete', params: { amount: 2, to: 5, value: '7' } });
    expect(e.message).toBe('incident.amount: must be the bring-in (2) or a completion (5), got 7');
    expect(e.describe('es')).toBe('incident.amount: debe ser el bring-in (2) o completar (5), no 7');
    expect(e.describe('it')).toBe('incident.amount: deve essere il bring-in (2) o il completamento (5), non 7');
  });

  it('the wrong bring-in once the bring-in is posted names the incident in words', () => {
    const e = refusal(act(third(), 'pb'), { kind: 'wrong-bring-in', player: 0, amount: 2, nextActed: false });
    expect(e.reason).toEqual({
      key: 'incident.error.beforeBringIn.posted',
      params: { what: { reasons: [{ key: 'incident.error.what.wrong-bring-in' }] }, street: 3, phase: phase('betting') },
    });
    expect(e.message).toBe(
      'incident.kind: a wrong bring-in is ruled on 3rd street before the bring-in is posted; this hand is on 3rd street, betting, bring-in already posted',
    );
    expect(e.describe('es')).toBe(
      'incident.kind: un bring-in del jugador equivocado se decide en la tercera calle, antes del bring-in; esta mano va por la tercera calle, en las apuestas, con el bring-in ya pagado',
    );
    expect(e.describe('it')).toBe(
      'incident.kind: un bring-in del giocatore sbagliato si decide in terza strada prima che venga messo il bring-in; questa mano è alla terza strada, in fase di puntata, con il bring-in già messo',
    );
  });

  it('values the file gave are quoted as JSON: a count out of range, an unknown kind', () => {
    const count = refusal(third(), { kind: 'wrong-card-count', player: 0, cards: 60 });
    expect(count.reason).toEqual({ key: 'incident.error.wholeNumber', params: { min: 0, max: 52, value: '60' } });
    expect(count.describe('it')).toBe('incident.cards: deve essere un numero intero da 0 a 52, non 60');
    const unknown = refusal(third(), { kind: 'spilled-drink' } as unknown as Incident);
    expect(unknown.reason).toEqual({ key: 'incident.error.unknownKind', params: { value: '"spilled-drink"' } });
    expect(unknown.message).toBe('incident.kind: unknown incident kind "spilled-drink"');
    expect(unknown.describe('es')).toBe('incident.kind: tipo de incidente desconocido "spilled-drink"');
  });

  it('a premature card kept by a seat that did not get one: every language agrees in number', () => {
    const sixth = deal(toStreet(newHand(HANDS), 6));
    const e = refusal(sixth, { kind: 'premature-cards', count: 2, seenBy: 2 });
    expect(e.field).toBe('seenBy');
    expect(e.reason).toEqual({ key: 'incident.error.seenByTarget', params: { seat: 3, count: 2, seats: '1, 2' } });
    expect(e.message).toBe('incident.seenBy: seat 3 did not get one of the 2 premature cards (they went to seats 1, 2)');
    expect(e.describe('es')).toBe(
      'incident.seenBy: el asiento 3 no recibió ninguna de las 2 cartas adelantadas (fueron a los asientos 1, 2)',
    );
    expect(e.describe('it')).toBe(
      'incident.seenBy: il posto 3 non ha ricevuto nessuna delle 2 carte anticipate (sono andate ai posti 1, 2)',
    );
    const one = refusal(sixth, { kind: 'premature-cards', count: 1, seenBy: 1 });
    expect(one.message).toBe('incident.seenBy: seat 2 did not get the premature card (it went to seat 1)');
    expect(one.describe('es')).toBe('incident.seenBy: el asiento 2 no recibió la carta adelantada (fue al asiento 1)');
    expect(one.describe('it')).toBe('incident.seenBy: il posto 2 non ha ricevuto la carta anticipata (è andata al posto 1)');
  });

  it("not the seat's turn while the dealer deals: the phase in words", () => {
    const e = refusal(toStreet(newHand(HANDS), 5), { kind: 'underbet', player: 1, amount: 3 });
    expect(e.reason).toEqual({ key: 'incident.error.notTurn.phase', params: { seat: 2, phase: phase('dealing') } });
    expect(e.message).toBe("incident.player: it is not seat 2's turn to act (dealing)");
    expect(e.describe('es')).toBe('incident.player: no le toca actuar al asiento 2 (la mano está en el reparto)');
  });

  it('a final card that is not the next one: the cards named in every language', () => {
    const e = refusal(toStreet(newHand(HANDS), 7), { kind: 'seventh-card-up', player: 1, card: parseCard('4s') });
    expect(e.reason).toEqual({
      key: 'incident.error.finalCard',
      params: { seat: 2, next: { card: parseCard('9s') }, got: { card: parseCard('4s') } },
    });
    expect(e.message).toBe(
      "incident.card: seat 2's final card is the next card of the stub after the burn (nine of spades), not the four of spades",
    );
    expect(e.describe('es')).toBe(
      'incident.card: la última carta del asiento 2 es la siguiente del resto del mazo tras la quemada (nueve de picas), no cuatro de picas',
    );
    expect(e.describe('it')).toBe(
      "incident.card: l'ultima carta del posto 2 è la prossima del resto del mazzo dopo la bruciata (nove di picche), non quattro di picche",
    );
  });

  it('a seat not owed a 7th-street card: the street in words', () => {
    const e = refusal(third(), { kind: 'seventh-card-up', player: 1 });
    expect(e.reason).toEqual({ key: 'incident.error.notOwedSeventh', params: { seat: 2, street: 3, phase: phase('betting') } });
    expect(e.message).toBe('incident.player: seat 2 is not owed a 7th-street card now (this hand is on 3rd street, betting)');
    expect(e.describe('es')).toBe(
      'incident.player: al asiento 2 no le toca ahora una carta de séptima calle (la mano va por la tercera calle, en las apuestas)',
    );
  });

  it('chip amounts are grouped as chips, numbers quoted from the file are not', () => {
    const structure = { ante: 1000, bringIn: 10_000, smallBet: 20_000, bigBet: 40_000 };
    const big = deal(
      createHand({
        variant: 'stud',
        rules: PROFILES['rr-cash'],
        structure,
        stacks: [2_000_000, 2_000_000, 2_000_000],
        deck: stackedDeck(HANDS),
      }),
    );
    const e = refusal(big, { kind: 'wrong-bring-in', player: 0, amount: 15_000, nextActed: false });
    expect(e.reason).toEqual({ key: 'incident.error.bringInOrComplete', params: { amount: 10_000, to: 20_000, value: '15000' } });
    expect(e.message).toBe('incident.amount: must be the bring-in (10,000) or a completion (20,000), got 15000');
    expect(e.describe('es')).toBe('incident.amount: debe ser el bring-in (10.000) o completar (20.000), no 15000');
    expect(e.describe('it')).toBe('incident.amount: deve essere il bring-in (10.000) o il completamento (20.000), non 15000');
    const fifth = deal(toStreet(big, 5));
    const under = refusal(fifth, { kind: 'underbet', player: fifth.round.actor!, amount: 50_000 });
    expect(under.reason.params).toMatchObject({ call: 0, to: 40_000, value: '50000' });
    expect(under.message).toBe(
      'incident.amount: an underbet is more than the current bet (0) and less than the proper amount (40,000), got 50000',
    );
  });
});
