import { PhhError } from './error';
import { parsePhh } from './parse';

/** Runs parsePhh on a text that must be refused and returns its PhhError (any other outcome throws, failing the test). */
export function parseError(text: string): PhhError {
  try {
    parsePhh(text);
  } catch (error) {
    if (error instanceof PhhError) return error;
    throw error;
  }
  throw new Error('expected a PhhError');
}
