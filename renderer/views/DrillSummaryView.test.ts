import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { testPlugins } from '../testing/plugins';
import { useSessionStore } from '../stores/session';
import DrillSummaryView from './DrillSummaryView.vue';

describe('DrillSummaryView', () => {
  it('shows accuracy and median time per drill, and each missed question links back to its scenario', async () => {
    const { plugins, router } = testPlugins('en');
    const session = useSessionStore();
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: false, elapsedMs: 3000 });
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-4', correct: true, elapsedMs: 1000 });
    session.record({ drill: 'showdown', scenarioCode: 'SD-stud8-3-rrc-1.2.5.10-5', correct: true, elapsedMs: 2000 });
    await router.push('/summary');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins] } });
    await flushPromises();
    expect(view.get('[data-testid="summary-total"]').text()).toContain('2 right of 3 answered');
    const pot = view.get('[data-drill="pot"]');
    expect(pot.text()).toContain('Pot count');
    expect(pot.text()).toContain('1 / 2');
    expect(pot.get('[data-testid="row-accuracy"]').text()).toBe('50%');
    expect(pot.get('[data-testid="row-median"]').text()).toBe('2.0 s');
    const links = view.findAll('[data-testid="reopen"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes('href')).toContain('/drill/pot?code=PT-stud-4-onl-1.2.5.10-3');
  });

  it('an empty session says so', async () => {
    const { plugins } = testPlugins('es');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins] } });
    expect(view.find('[data-testid="summary-empty"]').exists()).toBe(true);
    expect(view.get('h1').text()).toBe('Resumen de la sesión');
  });
});
