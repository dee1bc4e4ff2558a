import { Button, Menu, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { EditIcon, EyeOpenIcon, MoreIcon } from '@blueprintjs/icons';
import { useT } from '../../lib/i18n/use-translation';
import type { ListRow, RowAction } from './types';

type Props<R extends ListRow> = {
  row: R;
  canEdit: boolean;
  onView?: (row: R) => void;
  onEdit?: (row: R) => void;
  actions?: readonly RowAction<R>[];
};

/** The per-row actions menu. The popover closes on an outside click, and each menu item
 * dismisses it after a choice. PopoverNext (floating-ui): the older Popover warns under React 19
 * and the browser tests fail on any console warning. */
export function RowActions<R extends ListRow>({ row, canEdit, onView, onEdit, actions }: Props<R>) {
  const t = useT('table');
  const extra = (actions ?? []).filter((action) => action.appliesTo?.(row) ?? true);
  const menu = (
    <Menu>
      {onView && (
        <MenuItem icon={<EyeOpenIcon />} text={t('view', 'View')} onClick={() => onView(row)} />
      )}
      {onEdit && canEdit && (
        <MenuItem icon={<EditIcon />} text={t('edit', 'Edit')} onClick={() => onEdit(row)} />
      )}
      {extra.map((action) => (
        <MenuItem
          key={action.key}
          icon={action.icon}
          intent={action.intent}
          text={action.text}
          onClick={() => action.onClick(row)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" popupKind={PopupKind.MENU}>
      <Button
        variant="minimal"
        size="small"
        icon={<MoreIcon />}
        aria-label={`${t('actions', 'Actions')} ${String(row.name ?? row.id ?? '')}`.trim()}
      />
    </PopoverNext>
  );
}
