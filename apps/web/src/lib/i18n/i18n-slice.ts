import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TranslationPair } from '@procure/contract';
import type { Dictionary } from './interpolate';

export type I18nState = {
  language: string;
  dictionary: Dictionary;
  status: 'idle' | 'loading' | 'ready' | 'failed';
};

const initialState: I18nState = { language: 'en', dictionary: {}, status: 'idle' };

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    translationsRequested: (state) => {
      state.status = 'loading';
    },
    translationsLoaded: (state, action: PayloadAction<Record<string, TranslationPair[]>>) => {
      for (const [namespace, pairs] of Object.entries(action.payload)) {
        state.dictionary[namespace] = Object.fromEntries(
          pairs.map((pair) => [pair.key, pair.value]),
        );
      }
      state.status = 'ready';
    },
    translationsFailed: (state) => {
      // Screens keep working on their built-in English texts.
      state.status = 'failed';
    },
  },
});

export const { translationsRequested, translationsLoaded, translationsFailed } = i18nSlice.actions;
export const selectDictionary = (state: { i18n: I18nState }) => state.i18n.dictionary;
