import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { parseCard, type Locale } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import PlayingCard from './PlayingCard.vue';
import type { CardFace } from './PlayingCard.vue';

function render(card: string | undefined, face: CardFace = 'up', locale: Locale = 'en') {
  const { plugins } = testPlugins(locale);
  return mount(PlayingCard, { props: { card: card === undefined ? undefined : parseCard(card), face }, global: { plugins: [...plugins] } });
}

describe('PlayingCard', () => {
  it('is an image named by core cardLabel: "two of diamonds"', () => {
    const svg = render('2d').get('svg');
    expect(svg.attributes('role')).toBe('img');
    expect(svg.attributes('aria-label')).toBe('two of diamonds');
    expect(svg.attributes('data-card')).toBe('2d');
  });

  it('names the card in Spanish and Italian', () => {
    expect(render('Qh', 'up', 'es').get('svg').attributes('aria-label')).toBe('reina de corazones');
    expect(render('Qh', 'up', 'it').get('svg').attributes('aria-label')).toBe('donna di cuori');
  });

  it('shows rank index and suit shape, and colour follows the suit', () => {
    const red = render('Th');
    expect(red.get('.playing-card__rank').text()).toBe('10');
    expect(red.classes()).toContain('playing-card--red');
    const black = render('Ac');
    expect(black.get('.playing-card__rank').text()).toBe('A');
    expect(black.classes()).toContain('playing-card--black');
    // Clubs are drawn with four shapes, diamonds with one (subpaths of the pip): the suit is a shape, not only a colour.
    const shapes = (pip: { attributes: (name: string) => string | undefined }) => (pip.attributes('d')!.match(/M/g) ?? []).length;
    expect(shapes(black.findAll('.playing-card__pip').at(0)!)).toBe(4);
    expect(shapes(render('2d').findAll('.playing-card__pip').at(0)!)).toBe(1);
  });

  it("a downcard in the dealer's view is visible but marked and named as down", () => {
    const card = render('Ks', 'down');
    expect(card.get('svg').attributes('aria-label')).toBe('king of spades, down card');
    expect(card.find('.playing-card__down-mark').exists()).toBe(true);
    expect(card.get('.playing-card__down-mark text').text()).toBe('down');
    expect(card.get('.playing-card__rank').text()).toBe('K');
  });

  it('a downcard the dealer exposed by mistake is marked and named as exposed, in each language', () => {
    const card = render('Ks', 'exposed');
    expect(card.get('svg').attributes('aria-label')).toBe('king of spades, down card exposed');
    expect(card.classes()).toContain('playing-card--exposed');
    expect(card.get('.playing-card__down-mark text').text()).toBe('exposed');
    expect(render('Ks', 'exposed', 'es').get('.playing-card__down-mark text').text()).toBe('expuesta');
    expect(render('Ks', 'exposed', 'it').get('svg').attributes('aria-label')).toBe('re di picche, carta coperta esposta');
  });

  it('every downcard carries the band that says so, in each language: face shown, exposed, or a back the dealer does not see', () => {
    for (const [locale, down, exposed] of [
      ['en', 'down', 'exposed'],
      ['es', 'tapada', 'expuesta'],
      ['it', 'coperta', 'esposta'],
    ] as const) {
      expect(render('Ks', 'down', locale).get('.playing-card__down-mark text').text()).toBe(down);
      expect(render('Ks', 'exposed', locale).get('.playing-card__down-mark text').text()).toBe(exposed);
      const hidden = render(undefined, 'down', locale);
      expect(hidden.get('.playing-card__down-mark text').text()).toBe(down);
      expect(hidden.find('.playing-card__back').exists()).toBe(true);
      expect(hidden.find('.playing-card__rank').exists()).toBe(false);
    }
    // The band runs up the card's left edge under the index: the part the next card in a seat leaves in view.
    const band = render('Ks', 'down').get('.playing-card__down-mark path').attributes('d') ?? '';
    expect(band.startsWith('M1 47 H20 ')).toBe(true);
    expect(render('Ks', 'up').find('.playing-card__down-mark').exists()).toBe(false);
    expect(render('Ks', 'back').find('.playing-card__down-mark').exists()).toBe(false);
  });

  it('a hole card the dealer does not see is a back named as a down card, never by its face', () => {
    const card = render('As', 'down');
    expect(card.get('svg').attributes('data-card')).toBe('As');
    const hidden = render(undefined, 'down');
    expect(hidden.get('svg').attributes('aria-label')).toBe('down card');
    expect(hidden.get('svg').attributes('data-card')).toBeUndefined();
    expect(render(undefined, 'down', 'es').get('svg').attributes('aria-label')).toBe('carta tapada');
  });

  it('a face-down card shows only its back and does not reveal the card', () => {
    const card = render('As', 'back');
    expect(card.get('svg').attributes('aria-label')).toBe('face-down card');
    expect(card.get('svg').attributes('data-card')).toBeUndefined();
    expect(card.find('.playing-card__rank').exists()).toBe(false);
    expect(render(undefined, 'up').get('svg').attributes('aria-label')).toBe('face-down card');
  });
});
