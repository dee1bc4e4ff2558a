import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { applyTheme, persistTheme } from './apply-theme';
import { selectThemeMode, themeToggled } from './theme-slice';

/** Keeps the page classes and the stored preference in step with the theme state. */
export function useThemeSync(): void {
  const mode = useSelector(selectThemeMode);
  useEffect(() => {
    applyTheme(mode);
    persistTheme(mode);
  }, [mode]);
}

export function useTheme() {
  const mode = useSelector(selectThemeMode);
  const dispatch = useDispatch();
  const toggle = useCallback(() => dispatch(themeToggled()), [dispatch]);
  return { mode, isDark: mode === 'dark', toggle };
}
