import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { mount } from '@vue/test-utils';
import type { Locale } from '../../core';
import { createAppI18n } from '../i18n';
import { UI_MESSAGES } from '../i18n/all';
import { MAX_ANSWER_MS } from '../drills/resultSink';
import { formatAnswerTime, useAnswerTime } from './useAnswerTime';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

function format(ms: number, locale: Locale = 'en'): string {
  const i18n = createAppI18n(locale, UI_MESSAGES);
  return formatAnswerTime(ms, (key, values) => i18n.global.t(key, values), locale);
}

describe('formatAnswerTime', () => {
  it("under a minute: seconds with one decimal, as before, in the language's own decimal mark", () => {
    expect(format(0)).toBe('0.0 s');
    expect(format(2345.4)).toBe('2.3 s');
    expect(format(59_949)).toBe('59.9 s');
    expect(format(2345.4, 'es')).toBe('2,3 s');
    expect(format(2345.4, 'it')).toBe('2,3 s');
  });

  it('a minute to an hour: minutes and seconds, rounded to the second (never "60.0 s" or "60 s")', () => {
    expect(format(59_950)).toBe('1 min');
    expect(format(MIN)).toBe('1 min');
    expect(format(65_400)).toBe('1 min 5 s');
    expect(format(125 * S)).toBe('2 min 5 s');
    expect(format(59 * MIN + 59_400)).toBe('59 min 59 s');
    expect(format(65_400, 'es')).toBe('1 min 5 s');
    expect(format(65_400, 'it')).toBe('1 min 5 s');
  });

  it('an hour or more: hours and minutes (the QA case: 5423.1 s is "1 h 30 min")', () => {
    expect(format(5_423_100)).toBe('1 h 30 min');
    expect(format(59 * MIN + 59_600)).toBe('1 h');
    expect(format(2 * H)).toBe('2 h');
    expect(format(23 * H + 5 * MIN)).toBe('23 h 5 min');
    // Just under a day is never rounded up to "24 h": that is what "24 h or more" says.
    expect(format(MAX_ANSWER_MS - 10 * S)).toBe('23 h 59 min');
    expect(format(5_423_100, 'es')).toBe('1 h 30 min');
    expect(format(5_423_100, 'it')).toBe('1 h 30 min');
  });

  it('24 h (the most the results store keeps) or more, in each language', () => {
    expect(MAX_ANSWER_MS).toBe(24 * H);
    expect(format(MAX_ANSWER_MS)).toBe('24 h or more');
    expect(format(3 * 24 * H)).toBe('24 h or more');
    expect(format(Infinity)).toBe('24 h or more');
    expect(format(MAX_ANSWER_MS, 'es')).toBe('24 h o más');
    expect(format(MAX_ANSWER_MS, 'it')).toBe('24 h o più');
  });

  it('no time (the median of no answers) is a dash; a negative time counts as 0', () => {
    expect(format(Number.NaN)).toBe('—');
    expect(format(-5)).toBe('0.0 s');
  });
});

describe('useAnswerTime', () => {
  it('formats in the current vue-i18n language, and follows a change of language', async () => {
    const i18n = createAppI18n('en', UI_MESSAGES);
    const Probe = defineComponent({
      setup() {
        const answerTime = useAnswerTime();
        return () => h('p', `${answerTime(4200)} | ${answerTime(5_423_100)} | ${answerTime(MAX_ANSWER_MS)}`);
      },
    });
    const wrapper = mount(Probe, { global: { plugins: [i18n] } });
    expect(wrapper.text()).toBe('4.2 s | 1 h 30 min | 24 h or more');
    i18n.global.locale.value = 'es';
    await wrapper.vm.$nextTick();
    expect(wrapper.text()).toBe('4,2 s | 1 h 30 min | 24 h o más');
    wrapper.unmount();
  });
});
