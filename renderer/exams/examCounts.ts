type Translate = (key: string, values: Record<string, unknown>, plural: number) => string;

/** An exam's questions, whole hands and their steps, each counted in words with its plural ("1 whole hand", "44 steps"). */
export function examCounts(
  t: Translate,
  counts: { questions: number; hands: number; steps: number },
): { questions: string; hands: string; steps: string } {
  return {
    questions: t('exam.nQuestions', { count: counts.questions }, counts.questions),
    hands: t('exam.nHands', { count: counts.hands }, counts.hands),
    steps: t('exam.nSteps', { count: counts.steps }, counts.steps),
  };
}
