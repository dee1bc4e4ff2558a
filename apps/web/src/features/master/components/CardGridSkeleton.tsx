import { Card, Classes } from '@blueprintjs/core';

/** The spec's loading state of both master grids: 12 skeleton cards. */
export const MASTER_SKELETON_CARDS = 12;

export function CardGridSkeleton() {
  return (
    <section className="master-grid" aria-busy="true" data-testid="master-skeleton">
      {Array.from({ length: MASTER_SKELETON_CARDS }, (_, index) => (
        <Card key={index} className={`master-card ${Classes.SKELETON}`} />
      ))}
    </section>
  );
}
