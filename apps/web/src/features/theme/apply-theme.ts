import { Classes } from '@blueprintjs/core';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { writeItem } from '../../lib/storage';
import type { ThemeMode } from './theme-slice';

/** Puts the theme on the page: Blueprint's dark class on <body> (portals such as toasts and
 * menus live there) and a plain `dark` class on <html> for the app's own styles. */
export function applyTheme(mode: ThemeMode, doc: Document = document): void {
  const dark = mode === 'dark';
  doc.body.classList.toggle(Classes.DARK, dark);
  doc.documentElement.classList.toggle('dark', dark);
  doc.documentElement.style.colorScheme = mode;
}

export function persistTheme(mode: ThemeMode): void {
  writeItem(STORAGE_KEYS.theme, mode);
}
