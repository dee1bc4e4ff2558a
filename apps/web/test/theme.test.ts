import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, persistTheme } from '../src/features/theme/apply-theme';
import {
  loadThemeState,
  themeSet,
  themeSlice,
  themeToggled,
} from '../src/features/theme/theme-slice';

describe('theme', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to dark when nothing is stored', () => {
    expect(loadThemeState().mode).toBe('dark');
  });

  it('uses the stored preference', () => {
    localStorage.setItem('theme', 'light');
    expect(loadThemeState().mode).toBe('light');
    localStorage.setItem('theme', 'nonsense');
    expect(loadThemeState().mode).toBe('dark');
  });

  it('toggles between dark and light', () => {
    const light = themeSlice.reducer({ mode: 'dark' }, themeToggled());
    expect(light.mode).toBe('light');
    expect(themeSlice.reducer(light, themeToggled()).mode).toBe('dark');
    expect(themeSlice.reducer(light, themeSet('dark')).mode).toBe('dark');
  });

  it('marks the page dark: Blueprint class on body, dark class on html', () => {
    applyTheme('dark');
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('stores the choice under the theme key', () => {
    persistTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
