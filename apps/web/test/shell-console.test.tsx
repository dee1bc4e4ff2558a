import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { AppShell } from '../src/app/shell/AppShell';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Blueprint and React warn in development builds only, so the browser tests (on the production
// build) cannot see these; the shell is rendered here as in `npm run dev`, in StrictMode.
describe('the signed-in shell in development', () => {
  it('renders and opens the user menu without a console warning or error', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const store = makeStore({
      auth: {
        isAuthenticated: true,
        user: { user_name: 'demo', email: 'demo@procure.test' },
        loading: false,
        error: null,
      },
    });
    const router = createMemoryRouter(
      [{ element: <AppShell />, children: [{ path: '/po/list', element: <p>page</p> }] }],
      { initialEntries: ['/po/list'] },
    );
    render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.getByTestId('top-bar-title').textContent).toBe('Purchase Orders / PO List');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Log out')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
