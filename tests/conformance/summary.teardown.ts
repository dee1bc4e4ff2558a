import { expect, test as teardown } from '@playwright/test';
import { DOCUMENTED_CALLS } from './documented-calls';

// Runs after every conformance journey: the documented calls the spec backend answered (each
// journey fails on a console error, which an unexpected answer shape logs), out of all of them,
// and no request the documents do not list.
teardown('conformance summary', async ({ request }) => {
  const report = (await (await request.get('/__conformance/report')).json()) as {
    served: string[];
    refused: string[];
  };
  const served = DOCUMENTED_CALLS.filter((call) => report.served.includes(call));
  const missing = DOCUMENTED_CALLS.filter((call) => !report.served.includes(call));
  console.log(
    `Conformance: ${served.length} of ${DOCUMENTED_CALLS.length} documented calls parsed and ` +
      `rendered by the web app against the spec backend. Not yet covered: ${missing.join(', ')}`,
  );
  expect(report.refused, 'requests with parameters or values the documents do not list').toEqual(
    [],
  );
});
