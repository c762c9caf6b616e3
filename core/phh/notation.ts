import { formatCard, RANK_LETTERS, SUIT_LETTERS } from '../cards';
import type { ReasonParam } from '../decision';
import type { PhhAction, PhhCard } from './types';

/** What is wrong with one action's notation: a message key of core/i18n/messages-phh.ts and its parameters. */
export interface NotationProblem {
  readonly key: string;
  readonly params: Record<string, ReasonParam>;
}

export type NotationResult = { readonly ok: true; readonly action: PhhAction } | { readonly ok: false; readonly problem: NotationProblem };

const fail = (key: string, params: Record<string, ReasonParam>): NotationResult => ({ ok: false, problem: { key, params } });

/** "Ac8d??" -> [Ac, 8d, null]; undefined when any pair is not a card. */
export function parsePhhCards(text: string): { cards: PhhCard[] } | { bad: string } {
  if (text.length === 0) return { bad: text };
  const cards: PhhCard[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const pair = text.slice(i, i + 2);
    if (pair === '??') {
      cards.push(null);
      continue;
    }
    const rank = pair.length === 2 ? RANK_LETTERS.indexOf(pair[0]!) : -1;
    const suit = pair.length === 2 ? (SUIT_LETTERS as readonly string[]).indexOf(pair[1]!) : -1;
    if (rank < 0 || suit < 0) return { bad: pair };
    cards.push(rank * 4 + suit);
  }
  return { cards };
}

export function formatPhhCards(cards: readonly PhhCard[]): string {
  return cards.map((c) => (c === null ? '??' : formatCard(c))).join('');
}

const AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const USAGE: Record<string, string> = {
  dh: 'd dh pN CARDS',
  db: 'd db CARDS',
  pb: 'pN pb',
  cbr: 'pN cbr AMOUNT',
  cc: 'pN cc',
  f: 'pN f',
  sm: 'pN sm [CARDS | -]',
};

// The helpers of parsePhhAction live out here, not as closures inside it: it runs once per line of every hand
// history read, and closures made on each call cost more than the parse itself.
const argumentError = (name: string) => fail('phh.error.arguments', { action: name, usage: USAGE[name] ?? name });

function playerOf(word: string, players: number): number | NotationProblem {
  const match = /^p(\d+)$/.exec(word);
  if (!match) return { key: 'phh.error.actor', params: { actor: word, players } };
  const number = Number(match[1]);
  if (number < 1 || number > players) return { key: 'phh.error.playerRange', params: { player: number, players } };
  return number - 1;
}

function cardsOf(word: string): PhhCard[] | NotationProblem {
  const read = parsePhhCards(word);
  return 'cards' in read ? read.cards : { key: 'phh.error.card', params: { text: read.bad || word } };
}

function withComment(action: PhhAction, comment: string | undefined): NotationResult {
  return { ok: true, action: comment === undefined ? action : { ...action, comment } };
}

/**
 * Reads one PHH action notation: `[[actor action[ args...]][ # commentary]]`.
 * `players` is the hand's player count, to check `pN`.
 */
export function parsePhhAction(text: string, players: number): NotationResult {
  const hash = text.indexOf('#');
  const body = (hash < 0 ? text : text.slice(0, hash)).trim();
  const comment = hash < 0 ? undefined : text.slice(hash + 1).trim();
  if (body === '') return withComment({ kind: 'no-op' }, comment);

  const words = body.split(/\s+/);
  const [actor, verb, ...args] = words as [string, string | undefined, ...string[]];

  if (actor === 'd') {
    if (verb === 'dh') {
      if (args.length !== 2) return argumentError('dh');
      const player = playerOf(args[0]!, players);
      if (typeof player !== 'number') return { ok: false, problem: player };
      const cards = cardsOf(args[1]!);
      if (!Array.isArray(cards)) return { ok: false, problem: cards };
      return withComment({ kind: 'deal-hole', player, cards }, comment);
    }
    if (verb === 'db') {
      if (args.length !== 1) return argumentError('db');
      const cards = cardsOf(args[0]!);
      if (!Array.isArray(cards)) return { ok: false, problem: cards };
      return withComment({ kind: 'deal-board', cards }, comment);
    }
    return fail('phh.error.unknownAction', { action: verb ?? '' });
  }

  const player = playerOf(actor, players);
  if (typeof player !== 'number') return { ok: false, problem: player };
  switch (verb) {
    case 'pb':
    case 'cc':
    case 'f': {
      if (args.length !== 0) return argumentError(verb);
      const kind = verb === 'pb' ? 'bring-in' : verb === 'cc' ? 'check-call' : 'fold';
      return withComment({ kind, player }, comment);
    }
    case 'cbr': {
      if (args.length !== 1) return argumentError('cbr');
      const amount = AMOUNT.test(args[0]!) ? Number(args[0]) : NaN;
      if (!Number.isFinite(amount) || amount <= 0) return fail('phh.error.amount', { text: args[0]! });
      return withComment({ kind: 'complete-bet-raise', player, amount }, comment);
    }
    case 'sm': {
      if (args.length > 1) return argumentError('sm');
      if (args.length === 0) return withComment({ kind: 'show-muck', player, cards: null }, comment);
      if (args[0] === '-') return withComment({ kind: 'show-muck', player, cards: 'dealt' }, comment);
      const cards = cardsOf(args[0]!);
      if (!Array.isArray(cards)) return { ok: false, problem: cards };
      return withComment({ kind: 'show-muck', player, cards }, comment);
    }
    default:
      return fail('phh.error.unknownAction', { action: verb ?? '' });
  }
}

/** The PHH notation of an action: the inverse of parsePhhAction. */
export function formatPhhAction(action: PhhAction): string {
  const body = actionBody(action);
  if (action.comment === undefined) return body;
  return body === '' ? `# ${action.comment}` : `${body} # ${action.comment}`;
}

function actionBody(action: PhhAction): string {
  switch (action.kind) {
    case 'deal-hole':
      return `d dh p${action.player + 1} ${formatPhhCards(action.cards)}`;
    case 'deal-board':
      return `d db ${formatPhhCards(action.cards)}`;
    case 'bring-in':
      return `p${action.player + 1} pb`;
    case 'complete-bet-raise':
      return `p${action.player + 1} cbr ${action.amount}`;
    case 'check-call':
      return `p${action.player + 1} cc`;
    case 'fold':
      return `p${action.player + 1} f`;
    case 'show-muck':
      if (action.cards === null) return `p${action.player + 1} sm`;
      return `p${action.player + 1} sm ${action.cards === 'dealt' ? '-' : formatPhhCards(action.cards)}`;
    case 'no-op':
      return '';
  }
}
