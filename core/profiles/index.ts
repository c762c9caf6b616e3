export * from './types';
export * from './profiles';
export * from './choices';
export * from './citations';
