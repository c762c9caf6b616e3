import type { Language } from '../shared/contract';

export interface MenuLabels {
  file: string;
  quit: string;
  edit: string;
  undo: string;
  redo: string;
  cut: string;
  copy: string;
  paste: string;
  selectAll: string;
  view: string;
  reload: string;
  toggleDevTools: string;
  resetZoom: string;
  zoomIn: string;
  zoomOut: string;
  fullScreen: string;
  window: string;
  minimize: string;
  close: string;
  help: string;
  about: string;
  /** `{name}` and `{version}` are replaced. */
  aboutMessage: string;
  aboutDetail: string;
  hide: string;
  hideOthers: string;
  showAll: string;
  services: string;
  /** A check box: look for a new version each time the app starts. */
  checkForUpdates: string;
  /** Help items that open the app's own help screens: the first-start cards, the Learn page, the glossary. */
  gettingStarted: string;
  learn: string;
  glossary: string;
}

/** Application menu labels in every language the app speaks. */
export const MENU_LABELS: Record<Language, MenuLabels> = {
  en: {
    file: 'File', quit: 'Quit', edit: 'Edit', undo: 'Undo', redo: 'Redo', cut: 'Cut', copy: 'Copy', paste: 'Paste',
    selectAll: 'Select All', view: 'View', reload: 'Reload', toggleDevTools: 'Developer Tools', resetZoom: 'Actual Size',
    zoomIn: 'Zoom In', zoomOut: 'Zoom Out', fullScreen: 'Toggle Full Screen', window: 'Window', minimize: 'Minimize',
    close: 'Close Window', help: 'Help', about: 'About {name}', aboutMessage: '{name} {version}',
    aboutDetail: 'Dealer trainer for Seven Card Stud, Razz and Stud Hi-Lo.', hide: 'Hide {name}', hideOthers: 'Hide Others',
    showAll: 'Show All', services: 'Services', checkForUpdates: 'Check for Updates at Start',
    gettingStarted: 'Getting Started', learn: 'Learn the Skills', glossary: 'Glossary',
  },
  es: {
    file: 'Archivo', quit: 'Salir', edit: 'Edición', undo: 'Deshacer', redo: 'Rehacer', cut: 'Cortar', copy: 'Copiar',
    paste: 'Pegar', selectAll: 'Seleccionar todo', view: 'Ver', reload: 'Recargar', toggleDevTools: 'Herramientas de desarrollo',
    resetZoom: 'Tamaño real', zoomIn: 'Acercar', zoomOut: 'Alejar', fullScreen: 'Pantalla completa', window: 'Ventana',
    minimize: 'Minimizar', close: 'Cerrar ventana', help: 'Ayuda', about: 'Acerca de {name}', aboutMessage: '{name} {version}',
    aboutDetail: 'Entrenador de crupieres para Seven Card Stud, Razz y Stud Hi-Lo.', hide: 'Ocultar {name}',
    hideOthers: 'Ocultar otros', showAll: 'Mostrar todo', services: 'Servicios',
    checkForUpdates: 'Buscar actualizaciones al iniciar',
    gettingStarted: 'Primeros pasos', learn: 'Aprender las técnicas', glossary: 'Glosario',
  },
  it: {
    file: 'File', quit: 'Esci', edit: 'Modifica', undo: 'Annulla', redo: 'Ripeti', cut: 'Taglia', copy: 'Copia',
    paste: 'Incolla', selectAll: 'Seleziona tutto', view: 'Vista', reload: 'Ricarica', toggleDevTools: 'Strumenti per sviluppatori',
    resetZoom: 'Dimensioni reali', zoomIn: 'Ingrandisci', zoomOut: 'Riduci', fullScreen: 'Schermo intero', window: 'Finestra',
    minimize: 'Riduci a icona', close: 'Chiudi finestra', help: 'Aiuto', about: 'Informazioni su {name}',
    aboutMessage: '{name} {version}', aboutDetail: 'Allenatore per croupier di Seven Card Stud, Razz e Stud Hi-Lo.',
    hide: 'Nascondi {name}', hideOthers: 'Nascondi altre', showAll: 'Mostra tutte', services: 'Servizi',
    checkForUpdates: "Cerca aggiornamenti all'avvio",
    gettingStarted: 'Per iniziare', learn: 'Imparare le tecniche', glossary: 'Glossario',
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
