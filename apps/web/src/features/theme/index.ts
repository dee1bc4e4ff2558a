export { ThemeToggle } from './components/ThemeToggle';
export { themeSlice, selectThemeMode, type ThemeMode } from './theme-slice';
export { applyTheme } from './apply-theme';
export { loadThemeState } from './theme-slice';
export { useThemeSync, useTheme } from './use-theme';
