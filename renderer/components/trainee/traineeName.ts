import type { Trainee } from '../../platform/api';

/** A trainee's name on screen: the first trainee is "First trainee" (in the user's language) until given a name. */
export function traineeName(trainee: Trainee | null | undefined, first: string): string {
  return trainee?.name ?? first;
}
