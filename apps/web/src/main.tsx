import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/index.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';
import { paths } from './config/paths';
// The theme's modules, not its index: the index also holds the top bar's toggle, and through it
// Blueprint's tooltip and popover code would join the sign-in page's first chunk.
import { applyTheme } from './features/theme/apply-theme';

// Focus rings stay for keyboard users and are hidden only after mouse clicks.
FocusStyleManager.onlyShowFocusOnTabs();

const store = makeStore();
// Put the stored theme on the page before the first paint, so there is no light flash.
applyTheme(store.getState().theme.mode);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);

// /login arrives with the sign-in card pre-rendered (build/prerender-login.ts). The app takes
// that markup over instead of drawing it again: a card replaced by an identical one is painted
// twice, and the browser counts the second paint as the page's largest (LCP ~1 s later at 4x
// CPU). A signed-in user is sent on from /login, so there the card is simply replaced.
const prerendered =
  container.firstElementChild !== null &&
  window.location.pathname === paths.login &&
  !store.getState().auth.isAuthenticated;
if (prerendered) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
