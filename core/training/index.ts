// The trainee's course: skills and mastery, spaced repetition, sessions, trends, and drills aimed at one skill.
export * from './types';
export * from './skills';
export * from './mastery';
export * from './leitner';
export * from './sessions';
export * from './trends';
export * from './practice';
export { median } from './stats';
export * from './exam';
