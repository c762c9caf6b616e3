import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { testPlugins } from '../../testing/plugins';
import DrillFeedback from './DrillFeedback.vue';

function render(props: { correct: boolean; elapsedMs: number }, locale: 'en' | 'es' | 'it' = 'en') {
  const { plugins } = testPlugins(locale);
  return mount(DrillFeedback, { props: { detail: 'Seat 2 brings in.', reason: 'Lowest door card.', ...props }, global: { plugins: [...plugins] } });
}

describe('DrillFeedback', () => {
  it('says right or wrong in words and with an icon, not by colour alone', () => {
    const right = render({ correct: true, elapsedMs: 1000 });
    expect(right.get('[data-testid="verdict"] strong').text()).toBe('Right');
    expect(right.find('[data-testid="verdict"] svg path[d^="M4 12.5"]').exists()).toBe(true); // the check mark
    const wrong = render({ correct: false, elapsedMs: 1000 });
    expect(wrong.get('[data-testid="verdict"] strong').text()).toBe('Wrong');
    expect(wrong.find('[data-testid="verdict"] svg path[d^="M6 6"]').exists()).toBe(true); // the cross
  });

  it('shows the detail, the reason and the time with one decimal in the reader\'s number format', () => {
    const en = render({ correct: true, elapsedMs: 2345 });
    expect(en.text()).toContain('Seat 2 brings in.');
    expect(en.get('[data-testid="reason"]').text()).toBe('Lowest door card.');
    expect(en.get('[data-testid="time"]').text()).toBe('Time: 2.3 s');
    expect(render({ correct: true, elapsedMs: 2345 }, 'it').get('[data-testid="time"]').text()).toBe('Tempo: 2,3 s');
  });
});
