import { BlueprintProvider } from '@blueprintjs/core';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { useSessionExpiryTimer } from '../features/auth';
import { useThemeSync } from '../features/theme/use-theme';
import { createAppRouter } from './router';
import type { AppStore } from './store';
import { useLoadTranslations } from './use-load-translations';

function AppBody() {
  useThemeSync();
  useLoadTranslations();
  useSessionExpiryTimer();
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BlueprintProvider>
        <AppBody />
      </BlueprintProvider>
    </Provider>
  );
}
