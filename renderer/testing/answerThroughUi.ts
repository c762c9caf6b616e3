import type { VueWrapper } from '@vue/test-utils';
import { flushPromises } from '@vue/test-utils';
import type { PartResponse, Response } from '../../core';

/** Gives an answer the way a trainee would with the mouse: seats on the table, buttons, the amount field. */
export async function answerByClicks(view: VueWrapper, response: Response): Promise<void> {
  for (const part of response) await answerPart(view, part);
}

async function answerPart(view: VueWrapper, part: PartResponse): Promise<void> {
  switch (part.kind) {
    case 'seat':
      await view.get(`[data-player="${part.seat}"] button`).trigger('click');
      break;
    case 'seat-order':
      for (const target of part.order) {
        if (typeof target === 'number') await view.get(`[data-player="${target}"] button`).trigger('click');
        else await view.get(`[data-special="${target}"]`).trigger('click');
      }
      await view.get('[data-testid="order-done"]').trigger('click');
      break;
    case 'choice':
      await view.get(`[data-part]:not(.drill-question__part--later) [data-letter="${part.letter}"]:not([disabled])`).trigger('click');
      break;
    case 'amount':
      await view.get('[data-testid="amount-input"]').setValue(String(part.amount));
      await view.get('form.drill-amount').trigger('submit');
      break;
  }
  await flushPromises();
}
