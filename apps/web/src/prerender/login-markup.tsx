import { BlueprintProvider } from '@blueprintjs/core';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../app/store';
import { LoginPage } from '../features/auth';

/** The sign-in page as HTML, rendered from the same component at build time (never at run
 * time). The server answers /login with it, so the card paints before the script has run; the
 * app then renders over it. */
export function loginMarkup(): string {
  return renderToString(
    <Provider store={makeStore()}>
      <BlueprintProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </BlueprintProvider>
    </Provider>,
  );
}
