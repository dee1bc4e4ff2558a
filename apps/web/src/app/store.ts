import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth';
import { themeSlice } from '../features/theme/theme-slice';
import { api } from '../lib/api';
import { i18nSlice } from '../lib/i18n/i18n-slice';
import { errorToasts } from './error-toasts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  theme: themeSlice.reducer,
  i18n: i18nSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (tests build their own; the app builds one at start). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware).prepend(errorToasts.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
