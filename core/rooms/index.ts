// Online rooms' text hand histories (PokerStars, Full Tilt Poker, Bovada/Ignition, Winamax) read into PHH.
export * from './types';
export * from './error';
export * from './split';
export * from './convert';
export * from './money';
export * from './history';
