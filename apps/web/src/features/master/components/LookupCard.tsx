import { Button, Card, Tag } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { Guarded } from '../../../components/access/Guarded';
import { useT } from '../../../lib/i18n/use-translation';
import type { Lookup } from '../api/master-api';

const CODE_KEYS = ['code', 'code_2', 'code_3', 'code_4', 'code_5'] as const;

/** One lookup: name, description, its codes, an edit button; a red border when inactive. */
export function LookupCard({ lookup, onEdit }: { lookup: Lookup; onEdit: () => void }) {
  const t = useT('master');
  const codes = CODE_KEYS.map((key) => lookup[key]).filter(Boolean);
  return (
    <Card
      className={`master-card master-lookup-card${lookup.status ? '' : ' master-card-inactive'}`}
      data-testid={`lookup-${lookup.name}`}
      data-status={lookup.status ? 'active' : 'inactive'}
    >
      <div className="master-card-body">
        <div className="master-card-title">{lookup.name}</div>
        {lookup.description && (
          <div className="bp6-text-muted master-lookup-description">{lookup.description}</div>
        )}
        {(codes.length > 0 || !lookup.status) && (
          <div className="master-lookup-tags">
            {codes.map((code, index) => (
              <Tag key={`${index}-${code}`} minimal>
                {code}
              </Tag>
            ))}
            {!lookup.status && (
              <Tag minimal intent="danger">
                {t('inactive', 'Inactive')}
              </Tag>
            )}
          </div>
        )}
      </div>
      <Guarded permission="masters.edit" mode="hide">
        <Button
          variant="minimal"
          size="small"
          icon={<EditIcon />}
          aria-label={`${t('edit_lookup', 'Edit Lookup')} ${lookup.name}`}
          onClick={onEdit}
        />
      </Guarded>
    </Card>
  );
}
