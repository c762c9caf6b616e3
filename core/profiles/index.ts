export * from './types';
export * from './profiles';
