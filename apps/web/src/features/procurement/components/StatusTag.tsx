import { Tag, type Intent } from '@blueprintjs/core';
import { useT } from '../../../lib/i18n/use-translation';
import { KINDS, type DocumentKind } from '../kinds';

const INTENTS: Record<string, Intent> = { active: 'success', draft: 'warning', reject: 'danger' };
const TEXTS: Record<string, string> = { active: 'Approved', draft: 'Pending', reject: 'Rejected' };

/** A document's state (draft, active, reject) as a coloured tag. */
export function StatusTag({ kind, status }: { kind: DocumentKind; status: string }) {
  const t = useT(KINDS[kind].ns);
  return (
    <Tag minimal intent={INTENTS[status] ?? 'none'} data-testid="document-status">
      {t(`status_${status}`, TEXTS[status] ?? status)}
    </Tag>
  );
}
