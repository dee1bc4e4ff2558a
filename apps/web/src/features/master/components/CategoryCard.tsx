import { Button, Card, Menu, MenuItem, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import { EditIcon, MoreIcon } from '@blueprintjs/icons';
import { Guarded } from '../../../components/access/Guarded';
import { useT } from '../../../lib/i18n/use-translation';
import type { Category } from '../api/master-api';
import { categoryTitle, MASTER_ICON_COMPONENTS } from './master-icons';

type Props = { category: Category; onOpen: () => void; onEdit: () => void };

/** One category: icon, name and lookup count, a red border when inactive, an edit menu. The
 * whole card opens the category's lookups. */
export function CategoryCard({ category, onOpen, onEdit }: Props) {
  const t = useT('master');
  const Icon = MASTER_ICON_COMPONENTS[category.icon];
  const title = categoryTitle(category.name);
  return (
    <Card
      interactive
      className={`master-card${category.status ? '' : ' master-card-inactive'}`}
      data-testid={`category-${category.name}`}
      data-status={category.status ? 'active' : 'inactive'}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen();
      }}
      tabIndex={0}
      role="link"
      aria-label={title}
    >
      <div className="master-card-icon" aria-hidden>
        <Icon size={20} />
      </div>
      <div className="master-card-body">
        <div className="master-card-title">{title}</div>
        <div className="bp6-text-muted">
          {t('lookups_count', '{count} lookups', { count: category.lookups })}
        </div>
        {!category.status && (
          <Tag minimal intent="danger" className="master-card-tag">
            {t('inactive', 'Inactive')}
          </Tag>
        )}
      </div>
      {/* The menu sits on the card but is not part of its link; it edits, so it shows only to
          those whose roles edit master data. */}
      <Guarded permission="masters.edit" mode="hide">
        <div onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <PopoverNext
            placement="bottom-end"
            popupKind={PopupKind.MENU}
            content={
              <Menu>
                <MenuItem icon={<EditIcon />} text={t('edit', 'Edit')} onClick={onEdit} />
              </Menu>
            }
          >
            <Button
              variant="minimal"
              size="small"
              icon={<MoreIcon />}
              aria-label={`${t('edit_category', 'Edit Category')} ${title}`}
            />
          </PopoverNext>
        </div>
      </Guarded>
    </Card>
  );
}
