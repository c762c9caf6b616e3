import { describe, expect, it } from 'vitest';
import { DEFAULT_STRUCTURE, setupProblem, structureProblems } from './setup';

const setup = (structure: Record<string, unknown>) => ({
  variant: 'stud' as const,
  players: 6,
  rules: 'tda' as const,
  structure: { ...DEFAULT_STRUCTURE, ...structure },
});

describe('structureProblems: each field of a structure with its own problem', () => {
  it('a valid structure has none', () => {
    expect(structureProblems(DEFAULT_STRUCTURE)).toEqual([]);
    expect(structureProblems({ ante: 0, bringIn: 5, smallBet: 5, bigBet: 5 })).toEqual([]);
  });

  it("a negative ante is the ante's problem, not the bring-in's", () => {
    expect(structureProblems({ ...DEFAULT_STRUCTURE, ante: -1 })).toEqual([{ field: 'ante', kind: 'whole', min: 0 }]);
    expect(setupProblem(setup({ ante: -1 }))).toBe('setup.structure.ante must be a whole number of chips >= 0, got -1');
  });

  it("every wrong field is named, in the form's order; an order between fields is checked only on whole chips", () => {
    expect(structureProblems({ ante: 1.5, bringIn: 0, smallBet: 5, bigBet: Number.NaN })).toEqual([
      { field: 'ante', kind: 'whole', min: 0 },
      { field: 'bringIn', kind: 'whole', min: 1 },
      { field: 'bigBet', kind: 'whole', min: 1 },
    ]);
    expect(structureProblems({ ante: 1, bringIn: 20, smallBet: 10, bigBet: 5 })).toEqual([
      { field: 'bringIn', kind: 'over', limit: 'smallBet', limitValue: 10 },
      { field: 'smallBet', kind: 'over', limit: 'bigBet', limitValue: 5 },
    ]);
    expect(setupProblem(setup({ bringIn: 20, smallBet: 10, bigBet: 5 }))).toBe(
      'setup.structure.bringIn (20) cannot exceed the small bet (10)',
    );
    expect(setupProblem(setup({ smallBet: 20 }))).toBe('setup.structure.smallBet (20) cannot exceed the big bet (10)');
  });
});
