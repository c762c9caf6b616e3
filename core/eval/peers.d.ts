// Types for the npm evaluators the tests cross-check against (they ship none). Test-only: core code never imports them.
declare module 'pokersolver' {
  interface SolvedHand {
    readonly rank: number;
    readonly name: string;
    readonly descr: string;
  }
  const pokersolver: {
    Hand: { solve(cards: string[]): SolvedHand; winners(hands: SolvedHand[]): SolvedHand[] };
  };
  export default pokersolver;
}
declare module 'phe' {
  /** Smaller is better; 1 = royal flush, 7462 = worst high card. Card codes: rank index * 4 + suit (s, h, d, c). */
  export function evaluateCardCodes(codes: number[]): number;
}
