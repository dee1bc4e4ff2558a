import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { useWaitingForMe, WaitingForMeSwitch } from '../src/components/list';

afterEach(cleanup);

const wrap = (node: React.ReactNode, url = '/invoices/all') => (
  <Provider store={makeStore()}>
    <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
  </Provider>
);

describe('"Waiting for me" (issue 22 item 3)', () => {
  it('offers the switch only where it is available, and says when it is on', () => {
    const setOn = vi.fn();
    const { rerender } = render(
      wrap(<WaitingForMeSwitch waiting={{ available: false, on: false, setOn }} />),
    );
    expect(screen.queryByTestId('waiting-for-me')).toBeNull();
    rerender(wrap(<WaitingForMeSwitch waiting={{ available: true, on: false, setOn }} />));
    const toggle = screen.getByLabelText('Waiting for me') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(setOn).toHaveBeenCalledWith(true);
  });

  it('asks nothing of a backend without our extras, whatever the URL says', () => {
    function Probe() {
      const waiting = useWaitingForMe('invoice.approve');
      return <output data-testid="probe">{JSON.stringify(waiting.query)}</output>;
    }
    render(wrap(<Probe />, '/invoices/all?waiting=me'));
    expect(screen.getByTestId('probe').textContent).toBe('{}');
  });
});
