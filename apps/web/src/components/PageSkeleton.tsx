import { Card, Classes } from '@blueprintjs/core';

/** Loading shape of a page: a title line and a few cards, drawn with Blueprint's skeleton class. */
export function PageSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div className="page" aria-busy="true" aria-label="Loading">
      <div className={Classes.SKELETON} style={{ width: 220, height: 28 }} />
      <section className="grid grid-3">
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} className={Classes.SKELETON} style={{ height: 96 }} />
        ))}
      </section>
    </div>
  );
}
