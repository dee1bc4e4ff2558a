import { PhoneIcon } from '@blueprintjs/icons';
import { EMPTY_VALUE } from '../../lib/format';
import { CutText } from './CutText';
import { cutLengthOf, initialsOf } from './table-cells';

// Another backend's row may carry a nested value: shown as its JSON, not '[object Object]'.
const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The default cell: the name with an initials badge, the phone with a contact icon, any other
 * value as cut text. */
export function TableCell({ columnKey, value }: { columnKey: string; value: unknown }) {
  const text = textOf(value);
  const cut = <CutText text={text} max={cutLengthOf(columnKey)} />;
  if (columnKey === 'name') {
    return (
      <span className="list-name-cell">
        <span className="list-initials" aria-hidden="true">
          {initialsOf(text)}
        </span>
        {cut}
      </span>
    );
  }
  if (columnKey === 'phone') {
    return (
      <span className="list-phone-cell">
        <PhoneIcon size={12} className="list-phone-icon" />
        {cut}
      </span>
    );
  }
  return cut;
}
