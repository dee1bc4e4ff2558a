import { test as base } from '../../e2e/fixtures';
import type { DocumentedCall } from './documented-calls';

export { expect } from '../../e2e/fixtures';

/** Marks documented calls whose answer the journey has just seen on the screen. */
export type Rendered = (...calls: DocumentedCall[]) => void;

/**
 * The conformance journeys: the house fixtures (a console error fails the journey, and an
 * unexpected answer shape logs one) plus `rendered`, called right after the assertion that shows
 * a call's answer on the screen. The marks reach the spec backend only when the journey passes,
 * so the summary counts a call when the web parsed AND rendered its answer, not merely called it.
 */
export const test = base.extend<{ rendered: Rendered }>({
  rendered: async ({ request }, use, testInfo) => {
    const calls = new Set<DocumentedCall>();
    await use((...marked) => marked.forEach((call) => calls.add(call)));
    if (testInfo.status !== testInfo.expectedStatus || calls.size === 0) return;
    await request.post('/__conformance/rendered', { data: { calls: [...calls] } });
  },
});
