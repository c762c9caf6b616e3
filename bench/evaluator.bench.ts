/**
 * The 7-card evaluator against the npm peers on the same pre-generated random 7-card hands. Each
 * library gets the hands already in its own input format (converted outside the timed loops).
 */
import { createRequire } from 'node:module';
import { formatCard, type Card, evaluateHigh, evaluateLow8, evaluateLowA5, createRng } from '../core';
import { registerSection, type Measured } from './harness';

const require = createRequire(import.meta.url);
type PheEvaluate7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
const phe = require('phe') as { evaluateCardCodes(codes: number[]): number };
// phe's own 7-card function behind evaluateCardCodes (no array spread): the fastest way to call phe.
const pheEvaluate7 = require('phe/lib/evaluator7') as PheEvaluate7;
const pokersolver = require('pokersolver') as { Hand: { solve(cards: string[]): { rank: number } } };

const HANDS = 1 << 17; // 131,072 hands; operation i uses hand i mod HANDS
const MASK = HANDS - 1;

/** Seeded random 7-card hands, each 7 distinct cards (partial Fisher-Yates from a fresh deck). */
function randomHands(seed: number): Card[][] {
  const rng = createRng(seed);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const hands: Card[][] = [];
  for (let h = 0; h < HANDS; h++) {
    for (let i = 0; i < 7; i++) {
      const j = i + rng.int(52 - i);
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    hands.push(deck.slice(0, 7));
  }
  return hands;
}

/** phe codes: rank index * 4 + suit with s, h, d, c = 0..3 (ours: c, d, h, s = 0..3). */
const pheCode = (c: Card) => (c & ~3) | (3 - (c & 3));

let hands: Card[][] = [];

registerSection({
  title: '7-card hand evaluator',
  unit: 'hands',
  check() {
    hands = randomHands(20230643);
    // Same order as phe on consecutive pairs of the bench hands (phe: smaller is better).
    let disagreements = 0;
    for (let i = 1; i < 20_000; i++) {
      const ours = Math.sign(evaluateHigh(hands[i]!) - evaluateHigh(hands[i - 1]!));
      const theirs = Math.sign(phe.evaluateCardCodes(hands[i - 1]!.map(pheCode)) - phe.evaluateCardCodes(hands[i]!.map(pheCode)));
      if (ours !== theirs) disagreements++;
    }
    return `${HANDS} random 7-card hands; evaluateHigh vs phe order on 20,000 pairs: ${disagreements === 0 ? 'identical' : `${disagreements} DISAGREEMENTS`}`;
  },
  setup() {
    if (hands.length === 0) hands = randomHands(20230643);
    const pheHands = hands.map((h) => h.map(pheCode));
    const pheFlat = Int32Array.from(pheHands.flat());
    const solverHands = hands.map((h) => h.map(formatCard));
    return [
      {
        name: 'evaluateHigh (core/eval)',
        peer: false,
        chunk: 4096,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) s += evaluateHigh(hands[i & MASK]!);
          return s;
        },
      },
      {
        name: 'phe evaluateCardCodes',
        peer: true,
        chunk: 4096,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) s += phe.evaluateCardCodes(pheHands[i & MASK]!);
          return s;
        },
      },
      {
        name: 'phe evaluate_7_cards (7 args)',
        peer: true,
        chunk: 4096,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) {
            const o = (i & MASK) * 7;
            s += pheEvaluate7(
              pheFlat[o]!,
              pheFlat[o + 1]!,
              pheFlat[o + 2]!,
              pheFlat[o + 3]!,
              pheFlat[o + 4]!,
              pheFlat[o + 5]!,
              pheFlat[o + 6]!,
            );
          }
          return s;
        },
      },
      {
        name: 'pokersolver Hand.solve',
        peer: true,
        chunk: 64,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) s += pokersolver.Hand.solve(solverHands[i & MASK]!).rank;
          return s;
        },
      },
      {
        name: 'evaluateLowA5 (razz, no peer)',
        peer: false,
        chunk: 4096,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) s += evaluateLowA5(hands[i & MASK]!);
          return s;
        },
      },
      {
        name: 'evaluateLow8 (stud8, no peer)',
        peer: false,
        chunk: 4096,
        run(start, count) {
          let s = 0;
          for (let i = start; i < start + count; i++) s += evaluateLow8(hands[i & MASK]!) ?? 0;
          return s;
        },
      },
    ];
  },
  goals: [
    {
      text: 'evaluateHigh >= fastest peer',
      met(results: readonly Measured[]) {
        const ours = results.find((r) => r.name.startsWith('evaluateHigh'))!;
        return results.filter((r) => r.peer).every((p) => ours.opsPerSecond >= p.opsPerSecond);
      },
    },
  ],
});
