// A whole stud hand dealt by the trainee, step by step, each step graded by the engine's own decisions.
export * from './types';
export { dealCode, dealStepCode, parseDealCode, dealSetupProblem } from './code';
export { DealHand } from './session';
export { actText, judgeAct } from './acts';
export {
  DEFAULT_DEAL_TARGETS,
  MIN_TARGET_SECONDS,
  MAX_TARGET_SECONDS,
  dealTargets,
  changedTargets,
  isTargetSeconds,
  stepAgainstTarget,
  handsPerHour,
  type DealTargets,
} from './targets';
export { dealHandPhh } from './export';
export { DEAL_STEP_LESSONS, dealStepLesson, dealStepHint, lessonStepKinds } from './lessons';
export { outlineHand, stepPartGrades, type OutlinedStep } from './outline';
