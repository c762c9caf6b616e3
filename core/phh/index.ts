// PHH hand histories: read, write and replay stud-family hands.
export * from './types';
export * from './error';
export * from './notation';
export * from './parse';
export * from './write';
export * from './report';
export * from './config';
export * from './replay';
export * from './account';
export * from './from-hand';
export * from './players';
export * from './operations';
