import { createSlice } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readItem } from '../../lib/storage';

export type ThemeMode = 'dark' | 'light';
export type ThemeState = { mode: ThemeMode };

/** Dark unless the user chose light before (the stored preference wins). */
export function loadThemeState(): ThemeState {
  return { mode: readItem(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark' };
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: loadThemeState,
  reducers: {
    themeToggled: (state) => {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    themeSet: (state, action: { payload: ThemeMode }) => {
      state.mode = action.payload;
    },
  },
});

export const { themeToggled, themeSet } = themeSlice.actions;
export const selectThemeMode = (state: { theme: ThemeState }) => state.theme.mode;
