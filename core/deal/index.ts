// A whole stud hand dealt by the trainee, step by step, each step graded by the engine's own decisions.
export * from './types';
export { dealCode, dealStepCode, parseDealCode, dealSetupProblem } from './code';
export { DealHand } from './session';
export { actText, judgeAct } from './acts';
export { outlineHand, stepPartGrades, type OutlinedStep } from './outline';
