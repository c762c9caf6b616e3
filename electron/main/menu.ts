import type { MenuItemConstructorOptions } from 'electron';
import type { Language, MenuCommand } from '../shared/contract';
import { MENU_LABELS, fill } from './menu-labels';

export interface MenuContext {
  language: Language;
  name: string;
  version: string;
  mac: boolean;
  dev: boolean;
  showAbout(message: string, detail: string): void;
  /** The "check for updates at start" setting, as a check box beside About (desktop app only). */
  updateCheck?: { checked: boolean; set(checked: boolean): void };
  /** Opens one of the page's help screens (the Help menu's first items). */
  openHelp?(command: MenuCommand): void;
}

/** The application menu with the usual roles, labelled in the user's language; About shows the version. */
export function menuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const t = MENU_LABELS[context.language];
  const names = { name: context.name, version: context.version };
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: fill(t.about, names),
    click: () => context.showAbout(fill(t.aboutMessage, names), t.aboutDetail),
  };
  const check = context.updateCheck;
  const updates: MenuItemConstructorOptions[] = check
    ? [{ id: 'check-for-updates', type: 'checkbox', label: t.checkForUpdates, checked: check.checked, click: (item) => check.set(item.checked) }]
    : [];
  const open = context.openHelp;
  const help: MenuItemConstructorOptions[] = open
    ? [
        { id: 'getting-started', label: t.gettingStarted, click: () => open('welcome') },
        { id: 'learn', label: t.learn, click: () => open('learn') },
        { id: 'glossary', label: t.glossary, click: () => open('glossary') },
      ]
    : [];
  const appMenu: MenuItemConstructorOptions[] = context.mac
    ? [{
        label: context.name,
        submenu: [about, ...updates, { type: 'separator' }, { role: 'services', label: t.services }, { type: 'separator' }, { role: 'hide', label: fill(t.hide, names) }, { role: 'hideOthers', label: t.hideOthers }, { role: 'unhide', label: t.showAll }, { type: 'separator' }, { role: 'quit', label: t.quit }],
      }]
    : [];
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: t.reload },
    ...(context.dev ? [{ role: 'toggleDevTools', label: t.toggleDevTools } as const] : []),
    { type: 'separator' },
    { role: 'resetZoom', label: t.resetZoom },
    { role: 'zoomIn', label: t.zoomIn },
    { role: 'zoomOut', label: t.zoomOut },
    { type: 'separator' },
    { role: 'togglefullscreen', label: t.fullScreen },
  ];
  return [
    ...appMenu,
    ...(context.mac ? [] : [{ label: t.file, submenu: [{ role: 'quit', label: t.quit }] } as MenuItemConstructorOptions]),
    {
      label: t.edit,
      submenu: [{ role: 'undo', label: t.undo }, { role: 'redo', label: t.redo }, { type: 'separator' }, { role: 'cut', label: t.cut }, { role: 'copy', label: t.copy }, { role: 'paste', label: t.paste }, { role: 'selectAll', label: t.selectAll }],
    },
    { label: t.view, submenu: view },
    { label: t.window, role: 'windowMenu', submenu: [{ role: 'minimize', label: t.minimize }, { role: 'close', label: t.close }] },
    { label: t.help, role: 'help', submenu: context.mac ? help : [...help, ...(help.length > 0 ? [{ type: 'separator' } as const] : []), about, ...updates] },
  ];
}
