// Public surface of the rules engine. Pure TypeScript: no DOM, Node, Electron or Vue.
export * from './cards';
export * from './rng';
export * from './variants';
export * from './decision';
export * from './rulebook/entry';
export * from './rulebook/rules';
export * from './rulebook/books';
export * from './rulebook/search-words';
export * from './i18n/locale';
export * from './i18n/format';
// Every message core words, in each language (a glossary test reads them all).
export { MESSAGES } from './i18n/messages';
export * from './rules/bring-in';
export * from './phh';
export * from './rooms';
export * from './hand';
export * from './profiles';
export * from './eval';
export * from './pots';
export * from './drills';
export * from './rulings';
export * from './drills/situation';
export * from './profiles/profile-rules';
export * from './rulebook/topics';
export * from './training';
export * from './lessons';
export * from './deal';
export * from './sim';
