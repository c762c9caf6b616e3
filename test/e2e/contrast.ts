import type { Locator, Page } from '@playwright/test';

/**
 * The contrast of a text as drawn on screen (WCAG 1.4.3), measured on pixels: the element is photographed as it is,
 * then with its text made transparent and its shadow removed (what lies under the glyphs: a gradient, an opacity, a
 * filter all count; the text's own shadow does not help it); the ratio is the one between a glyph's pixel and the pixel
 * under it, at the glyph's solidest pixel. Use a device scale factor of 2 or more, so that a glyph's stem has pixels of
 * its own colour, not only anti-aliased edges.
 */
export async function measuredContrast(page: Page, text: Locator): Promise<number> {
  await text.scrollIntoViewIfNeeded();
  const box = (await text.boundingBox())!;
  const clip = { x: Math.max(0, box.x - 1), y: Math.max(0, box.y - 1), width: box.width + 2, height: box.height + 2 };
  const drawn = await page.screenshot({ clip, animations: 'disabled' });
  // Through the CSSOM (the app's CSP allows no inline style sheet): the text and what it holds, transparent.
  const hide = (el: Element, on: boolean) => {
    for (const e of [el, ...Array.from(el.querySelectorAll('*'))] as (HTMLElement | SVGElement)[]) {
      for (const [property, value] of [
        ['color', 'transparent'],
        ['fill', 'transparent'],
        ['text-shadow', 'none'],
      ] as const) {
        if (on) e.style.setProperty(property, value, 'important');
        else e.style.removeProperty(property);
      }
    }
  };
  await text.evaluate(hide, true);
  const under = await page.screenshot({ clip, animations: 'disabled' });
  await text.evaluate(hide, false);
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      const [glyphs, ground] = await Promise.all([pixels(a), pixels(b)]);
      let best = 1;
      for (let i = 0; i < glyphs.length; i += 4) {
        const x = luminance(glyphs, i);
        const y = luminance(ground, i);
        best = Math.max(best, (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05));
      }
      return best;
    },
    [drawn.toString('base64'), under.toString('base64')] as const,
  );
}
