import { expect, test as teardown } from '@playwright/test';
import { DOCUMENTED_CALLS } from './documented-calls';

// Runs after every conformance journey. A documented call counts when the spec backend answered
// it AND a passing journey saw its answer on the screen (fixtures.ts `rendered`); each journey
// fails on a console error, which an unexpected answer shape logs. No request may carry a
// parameter or value the documents do not list.
teardown('conformance summary', async ({ request }) => {
  const report = (await (await request.get('/__conformance/report')).json()) as {
    served: string[];
    rendered: string[];
    refused: string[];
  };
  const counted = (call: string) => report.served.includes(call) && report.rendered.includes(call);
  const covered = DOCUMENTED_CALLS.filter(counted);
  const missing = DOCUMENTED_CALLS.filter((call) => !counted(call));
  console.log(
    `Conformance: ${covered.length} of ${DOCUMENTED_CALLS.length} documented calls parsed and ` +
      `rendered by the web app against the spec backend.` +
      (missing.length ? ` Not yet covered: ${missing.join(', ')}` : ''),
  );
  expect(report.refused, 'requests with parameters or values the documents do not list').toEqual(
    [],
  );
  // A mark for a call the backend never answered is a journey claiming what it did not see.
  const unserved = report.rendered.filter((call) => !report.served.includes(call));
  expect(unserved, 'calls marked rendered that the spec backend never answered').toEqual([]);
});
