import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';

import { menuTemplate, type MenuContext } from './menu';
import { formatReason, LOCALES, MENU_MESSAGES, type Locale, type MenuLabel } from '../../core';

const label = (language: Locale, key: MenuLabel) => formatReason({ key: `menu.${key}` }, language);

const context = (over: Partial<MenuContext> = {}): MenuContext => ({
  language: 'en',
  name: 'Bring-In',
  version: '0.1.0',
  mac: false,
  dev: false,
  showAbout: vi.fn(),
  ...over,
});

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

describe('application menu', () => {
  it('has the usual roles', () => {
    const roles = flatten(menuTemplate(context()))
      .map((item) => item.role)
      .filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining([
        'quit',
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'reload',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'windowMenu',
        'minimize',
        'close',
        'help',
      ]),
    );
    expect(roles).not.toContain('toggleDevTools');
    expect(flatten(menuTemplate(context({ dev: true }))).map((item) => item.role)).toContain('toggleDevTools');
  });

  it('adds the macOS app menu (about, services, hide, quit) on macOS only', () => {
    const mac = menuTemplate(context({ mac: true }));
    expect(mac[0]!.label).toBe('Bring-In');
    expect(flatten(mac).map((item) => item.role)).toEqual(expect.arrayContaining(['services', 'hide', 'hideOthers', 'unhide', 'quit']));
  });

  for (const language of LOCALES) {
    it(`is labelled in ${language}, every item has a label, and About shows the version`, () => {
      const showAbout = vi.fn();
      const items = flatten(menuTemplate(context({ language, showAbout }))).filter((item) => item.type !== 'separator');
      for (const item of items) expect(item.label, JSON.stringify(item.role)).toBeTruthy();
      const labels = items.map((item) => item.label);
      expect(labels).toContain(label(language, 'edit'));
      expect(labels).toContain(label(language, 'paste'));
      const about = items.find((item) => item.id === 'about')!;
      expect(about.label).toContain('Bring-In');
      (about.click as () => void)();
      expect(showAbout).toHaveBeenCalledWith('Bring-In 0.1.0', label(language, 'aboutDetail'));
    });
  }

  it('uses different words in each language', () => {
    const words = (language: Locale) =>
      flatten(menuTemplate(context({ language })))
        .map((item) => item.label)
        .join('|');
    expect(new Set([words('en'), words('es'), words('it')]).size).toBe(3);
    for (const [key, entry] of Object.entries(MENU_MESSAGES)) {
      for (const language of LOCALES) expect(entry[language], `${language}.${key}`).not.toBe('');
    }
  });

  it('the "check for updates at start" box sits beside About, shows the setting, and a click sets it', () => {
    for (const mac of [false, true]) {
      const set = vi.fn();
      const items = flatten(menuTemplate(context({ language: 'es', mac, updateCheck: { checked: true, set } })));
      const box = items.find((item) => item.id === 'check-for-updates')!;
      expect(box).toMatchObject({ type: 'checkbox', checked: true, label: 'Buscar actualizaciones al iniciar' });
      expect(items.indexOf(box)).toBe(items.findIndex((item) => item.id === 'about') + 1);
      (box.click as (item: { checked: boolean }) => void)({ checked: false });
      expect(set).toHaveBeenCalledWith(false);
    }
    expect(flatten(menuTemplate(context())).some((item) => item.id === 'check-for-updates')).toBe(false);
  });

  it("Help opens the app's help screens (getting started, the Learn page, the glossary), labelled in the language, on macOS too", () => {
    for (const mac of [false, true]) {
      for (const language of LOCALES) {
        const openHelp = vi.fn();
        const menu = menuTemplate(context({ language, mac, openHelp }));
        const help = menu.find((item) => item.role === 'help')!;
        const items = (help.submenu as MenuItemConstructorOptions[]).filter((item) => item.id !== undefined);
        expect(items.slice(0, 3).map((item) => item.label)).toEqual([
          label(language, 'gettingStarted'),
          label(language, 'learn'),
          label(language, 'glossary'),
        ]);
        for (const item of items.slice(0, 3)) (item.click as () => void)();
        expect(openHelp.mock.calls).toEqual([['welcome'], ['learn'], ['glossary']]);
      }
    }
    // Without a window to tell (the tests of the menu alone), Help has About only.
    const help = menuTemplate(context()).find((item) => item.role === 'help')!;
    expect((help.submenu as MenuItemConstructorOptions[]).map((item) => item.id)).toEqual(['about']);
  });
});
