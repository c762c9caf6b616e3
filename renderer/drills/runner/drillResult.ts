/** One graded answer in this session (kept so later screens can show medians and reopen misses). */
export interface DrillResult {
  readonly drill: string;
  readonly scenarioCode: string;
  readonly correct: boolean;
  readonly elapsedMs: number;
  /**
   * The answer given, in the results file's language-free form ("seat 3 / B": answerText's compactResponse), so a
   * missed question can be shown with it; absent for answers kept before it was.
   */
  readonly answer?: string;
}
