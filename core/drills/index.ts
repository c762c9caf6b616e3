// The drill trainer's engine half: seeded scenarios, generic questions, grading by the engine's own decisions.
export * from './types';
export { generateScenario, scenarioFromCode, KIND_SPECS } from './generate';
export { grade, answerOf, solveScenario, sameAnswer } from './grade';
export { scenarioCode, parseScenarioCode, ScenarioCodeError, isCodeProfileId } from './code';
export { setupProblem, setupRules, structureProblems, DEFAULT_STRUCTURE, PLAYER_COUNTS, type StructureProblem } from './setup';
export { pickMixedKind, mixedWeights } from './mixed';
export { formatChoice } from './text';
export { incidentText } from './incident-text';
