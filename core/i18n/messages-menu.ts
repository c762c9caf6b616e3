import type { Catalog } from './locale';

/** The desktop app's menu (main process): labels in every language, `{name}` the app's name, `{version}` its version. */
export const MENU_MESSAGES = {
  'menu.file': { en: 'File', es: 'Archivo', it: 'File' },
  'menu.quit': { en: 'Quit', es: 'Salir', it: 'Esci' },
  'menu.edit': { en: 'Edit', es: 'Edición', it: 'Modifica' },
  'menu.undo': { en: 'Undo', es: 'Deshacer', it: 'Annulla' },
  'menu.redo': { en: 'Redo', es: 'Rehacer', it: 'Ripeti' },
  'menu.cut': { en: 'Cut', es: 'Cortar', it: 'Taglia' },
  'menu.copy': { en: 'Copy', es: 'Copiar', it: 'Copia' },
  'menu.paste': { en: 'Paste', es: 'Pegar', it: 'Incolla' },
  'menu.selectAll': { en: 'Select All', es: 'Seleccionar todo', it: 'Seleziona tutto' },
  'menu.view': { en: 'View', es: 'Ver', it: 'Vista' },
  'menu.reload': { en: 'Reload', es: 'Recargar', it: 'Ricarica' },
  'menu.toggleDevTools': { en: 'Developer Tools', es: 'Herramientas de desarrollo', it: 'Strumenti per sviluppatori' },
  'menu.resetZoom': { en: 'Actual Size', es: 'Tamaño real', it: 'Dimensioni reali' },
  'menu.zoomIn': { en: 'Zoom In', es: 'Acercar', it: 'Ingrandisci' },
  'menu.zoomOut': { en: 'Zoom Out', es: 'Alejar', it: 'Riduci' },
  'menu.fullScreen': { en: 'Toggle Full Screen', es: 'Pantalla completa', it: 'Schermo intero' },
  'menu.window': { en: 'Window', es: 'Ventana', it: 'Finestra' },
  'menu.minimize': { en: 'Minimize', es: 'Minimizar', it: 'Riduci a icona' },
  'menu.close': { en: 'Close Window', es: 'Cerrar ventana', it: 'Chiudi finestra' },
  'menu.help': { en: 'Help', es: 'Ayuda', it: 'Aiuto' },
  'menu.about': { en: 'About {name}', es: 'Acerca de {name}', it: 'Informazioni su {name}' },
  // {name} and {version}: the app and its version.
  'menu.aboutMessage': { en: '{name} {version}', es: '{name} {version}', it: '{name} {version}' },
  'menu.aboutDetail': {
    en: 'Dealer trainer for Seven Card Stud, Razz and Stud Hi-Lo.',
    es: 'Entrenador de crupieres para Seven Card Stud, Razz y Stud Hi-Lo.',
    it: 'Allenatore per mazzieri di Seven Card Stud, Razz e Stud Hi-Lo.',
  },
  'menu.hide': { en: 'Hide {name}', es: 'Ocultar {name}', it: 'Nascondi {name}' },
  'menu.hideOthers': { en: 'Hide Others', es: 'Ocultar otros', it: 'Nascondi altre' },
  'menu.showAll': { en: 'Show All', es: 'Mostrar todo', it: 'Mostra tutte' },
  'menu.services': { en: 'Services', es: 'Servicios', it: 'Servizi' },
  // A check box: look for a new version each time the app starts.
  'menu.checkForUpdates': {
    en: 'Check for Updates at Start',
    es: 'Buscar actualizaciones al iniciar',
    it: "Cerca aggiornamenti all'avvio",
  },
  // The Help menu's first items open the app's own help screens: the first-start cards, the Learn page, the glossary.
  'menu.gettingStarted': { en: 'Getting Started', es: 'Primeros pasos', it: 'Per iniziare' },
  'menu.learn': { en: 'Learn the Skills', es: 'Aprender las técnicas', it: 'Imparare le tecniche' },
  'menu.glossary': { en: 'Glossary', es: 'Glosario', it: 'Glossario' },
} as const satisfies Catalog;

/** A menu label's name, as menuTemplate asks for it. */
export type MenuLabel = keyof typeof MENU_MESSAGES extends `menu.${infer K}` ? K : never;
