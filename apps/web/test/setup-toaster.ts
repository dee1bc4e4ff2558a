import { act } from 'react';
import { afterAll } from 'vitest';
import { clearToasts } from '../src/lib/toaster';

// The app's toaster outlives a test file's components: a toast queued in the file's last moments
// would set state from its timer after the file's document is gone ("window is not defined").
afterAll(async () => {
  await act(async () => {
    await clearToasts();
  });
});
