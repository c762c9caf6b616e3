import type { MenuItemConstructorOptions } from 'electron';
import type { Language, MenuCommand } from '../shared/contract';
import { formatReason, type MenuLabel } from '../../core';

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
  const names = { name: context.name, version: context.version };
  // Labels from core's catalog, where the app's other texts live; {name} and {version} filled where a label has them.
  const label = (key: MenuLabel) => formatReason({ key: `menu.${key}`, params: names }, context.language);
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: label('about'),
    click: () => context.showAbout(label('aboutMessage'), label('aboutDetail')),
  };
  const check = context.updateCheck;
  const updates: MenuItemConstructorOptions[] = check
    ? [
        {
          id: 'check-for-updates',
          type: 'checkbox',
          label: label('checkForUpdates'),
          checked: check.checked,
          click: (item) => check.set(item.checked),
        },
      ]
    : [];
  const open = context.openHelp;
  const help: MenuItemConstructorOptions[] = open
    ? [
        { id: 'getting-started', label: label('gettingStarted'), click: () => open('welcome') },
        { id: 'learn', label: label('learn'), click: () => open('learn') },
        { id: 'glossary', label: label('glossary'), click: () => open('glossary') },
      ]
    : [];
  const appMenu: MenuItemConstructorOptions[] = context.mac
    ? [
        {
          label: context.name,
          submenu: [
            about,
            ...updates,
            { type: 'separator' },
            { role: 'services', label: label('services') },
            { type: 'separator' },
            { role: 'hide', label: label('hide') },
            { role: 'hideOthers', label: label('hideOthers') },
            { role: 'unhide', label: label('showAll') },
            { type: 'separator' },
            { role: 'quit', label: label('quit') },
          ],
        },
      ]
    : [];
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: label('reload') },
    ...(context.dev ? [{ role: 'toggleDevTools', label: label('toggleDevTools') } as const] : []),
    { type: 'separator' },
    { role: 'resetZoom', label: label('resetZoom') },
    { role: 'zoomIn', label: label('zoomIn') },
    { role: 'zoomOut', label: label('zoomOut') },
    { type: 'separator' },
    { role: 'togglefullscreen', label: label('fullScreen') },
  ];
  return [
    ...appMenu,
    ...(context.mac ? [] : [{ label: label('file'), submenu: [{ role: 'quit', label: label('quit') }] } as MenuItemConstructorOptions]),
    {
      label: label('edit'),
      submenu: [
        { role: 'undo', label: label('undo') },
        { role: 'redo', label: label('redo') },
        { type: 'separator' },
        { role: 'cut', label: label('cut') },
        { role: 'copy', label: label('copy') },
        { role: 'paste', label: label('paste') },
        { role: 'selectAll', label: label('selectAll') },
      ],
    },
    { label: label('view'), submenu: view },
    {
      label: label('window'),
      role: 'windowMenu',
      submenu: [
        { role: 'minimize', label: label('minimize') },
        { role: 'close', label: label('close') },
      ],
    },
    {
      label: label('help'),
      role: 'help',
      submenu: context.mac ? help : [...help, ...(help.length > 0 ? [{ type: 'separator' } as const] : []), about, ...updates],
    },
  ];
}
