import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/index.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { applyTheme } from './features/theme';

// Focus rings stay for keyboard users and are hidden only after mouse clicks.
FocusStyleManager.onlyShowFocusOnTabs();

const store = makeStore();
// Put the stored theme on the page before the first paint, so there is no light flash.
applyTheme(store.getState().theme.mode);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
