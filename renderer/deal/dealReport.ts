import { DEAL_STEP_KINDS, type DealerAction, type DealStepKind, type StepResult } from '../../core';

/** One kind of step in the end-of-hand report: how many, how many right, the median time. */
export interface KindLine {
  readonly kind: DealStepKind;
  readonly total: number;
  readonly right: number;
  readonly medianMs: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each kind of step the hand asked, in the kinds' order, with its accuracy and median time. */
export function kindLines(results: readonly StepResult[]): KindLine[] {
  return DEAL_STEP_KINDS.flatMap((kind) => {
    const mine = results.filter((r) => r.kind === kind);
    if (mine.length === 0) return [];
    return [{ kind, total: mine.length, right: mine.filter((r) => r.correct).length, medianMs: median(mine.map((r) => r.timeMs)) }];
  });
}

const camel = (id: string): string => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A step kind's key in the UI catalogs (deal.kinds.*): "run-out" is runOut. */
export function kindKey(kind: DealStepKind): string {
  return `deal.kinds.${camel(kind)}`;
}

/** A dealer's action's key in the UI catalogs (deal.actions.*): "bring-in" is bringIn. */
export function actionKey(action: DealerAction): string {
  return `deal.actions.${camel(action)}`;
}
