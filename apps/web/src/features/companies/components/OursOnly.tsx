import { CAPABILITIES } from '@procure/contract';
import type { ReactNode } from 'react';
import { NotBuiltPage } from '../../../components/NotBuiltPage';
import type { PathKey } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';

/** The Company screens are ours: a backend without our extras (the specification's, whose
 * Company menu entries open nothing) keeps the "not built yet" page it showed before. */
export function OursOnly({ route, children }: { route: PathKey; children: ReactNode }) {
  if (!hasCapability(CAPABILITIES.extras)) return <NotBuiltPage route={route} />;
  return <>{children}</>;
}
