import { Button, Card, Classes, HTMLSelect, InputGroup, Tooltip } from '@blueprintjs/core';
import {
  BankAccountIcon,
  CalculatorIcon,
  CalendarIcon,
  CreditCardIcon,
  DocumentIcon,
  DollarIcon,
  EditIcon,
  ErrorIcon,
  IdNumberIcon,
  OfficeIcon,
  PercentageIcon,
  ShoppingCartIcon,
  TickCircleIcon,
  TickIcon,
  TimeIcon,
  WarningSignIcon,
  CrossIcon,
} from '@blueprintjs/icons';
import type { FieldStatus } from '@procure/contract';
import { forwardRef, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { EMPTY_VALUE } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { joinPicks, useWordPickTarget, type PickedWord } from '../viewer/word-pick';
import { FieldCardMarks, markHintIds } from './FieldCardMarks';
import { currencyOptions, editText, shownValue, shownConfidence, statusIcon } from './review-rules';
import { VendorMatchTag, type VendorMatch } from './VendorMatchTag';

/** The form metadata's icon names of invoice fields, as components (names are not bundled). */
const FIELD_ICONS: Record<string, ComponentType<{ className?: string }>> = {
  document: DocumentIcon,
  calendar: CalendarIcon,
  time: TimeIcon,
  office: OfficeIcon,
  'id-number': IdNumberIcon,
  'shopping-cart': ShoppingCartIcon,
  'bank-account': BankAccountIcon,
  calculator: CalculatorIcon,
  percentage: PercentageIcon,
  dollar: DollarIcon,
  'credit-card': CreditCardIcon,
};

const STATUS_ICONS = { valid: TickCircleIcon, warning: WarningSignIcon, error: ErrorIcon };

export interface CardField {
  name: string;
  label: string;
  icon?: string;
  numeric: boolean;
  value: unknown;
  status: FieldStatus | null;
  confidence: unknown;
  /** Where the value was found, if the extractor knows. */
  located: boolean;
  /** Read where this vendor's reviewed invoices print it (learned from the reviewer). */
  learned?: boolean;
  /** Confirmed as read by a reviewer's click on its words (kept when the document is read again). */
  confirmed?: boolean;
  /** The vendor card: what the invoice's link to a master vendor rests on (our server's extra). */
  vendorMatch?: VendorMatch | null;
  /** A field with a fixed set of values (the document type): shown by the choice's label and
   * edited by picking one. */
  choices?: Array<{ value: string; label: string }>;
}

interface FieldCardProps {
  field: CardField;
  /** The invoice's currency: a numeric field's amount is shown in it. */
  currency: string | null;
  selected: boolean;
  editing: boolean;
  saving: boolean;
  /** Only the first card in review order is reached by Tab from outside the panel. */
  tabIndex: number;
  onSelect: () => void;
  onEdit: () => void;
  /** The text to save, and where its words were clicked when the text is still just those
   * words (a value typed or changed after the click has no place on the page). */
  onSave: (text: string, picked?: PickedWord) => void;
  onCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Why the value cannot be edited now (a payment run holds the invoice): the pencil is
   * disabled and says so. */
  lockedReason?: string | null;
}

/** One header field: label, value (amounts in the invoice currency), status icon (extracted =
 * valid, corrected = warning, unmatched = error), confidence badge, and an inline edit of the raw
 * value (Enter saves, Escape cancels; the currency from the currency table). */
export const FieldCard = forwardRef<HTMLDivElement, FieldCardProps>(function FieldCard(
  {
    field,
    currency,
    selected,
    editing,
    saving,
    tabIndex,
    onSelect,
    onEdit,
    onSave,
    onCancel,
    onKeyDown,
    lockedReason,
  },
  ref,
) {
  const t = useT('invoice');
  const [draft, setDraft] = useState('');
  // While this card is edited, a word clicked in the document viewer becomes its draft (with
  // Shift, it is added to the draft).
  const [picked, setPicked] = useState<{ text: string; word: PickedWord } | null>(null);
  useWordPickTarget(editing, (text, extend, word) => {
    const next = extend && draft ? `${draft} ${text}` : text;
    setDraft(next);
    const joined = word && (extend ? joinPicks(picked?.word, word) : word);
    setPicked(joined ? { text: next, word: joined } : null);
  });
  const save = () => onSave(draft, picked?.text === draft ? picked.word : undefined);
  const status = statusIcon(field.status);
  const StatusIcon = status ? STATUS_ICONS[status.kind] : null;
  const level = shownConfidence(field.status, field.confidence);
  const FieldIcon = field.icon ? FIELD_ICONS[field.icon] : undefined;
  const hintIds = markHintIds(useId());
  const vendorMatch = editing ? null : field.vendorMatch;
  // A screen reader hears the marks' explanations as the card's description (no tooltips).
  const describedBy = [
    field.learned && hintIds.learned,
    field.confirmed && hintIds.confirmed,
    vendorMatch && hintIds.vendorMatch,
  ].filter(Boolean);
  /** What an edit starts from: the raw value (447.3), not the formatted one. */
  const raw = editText(field.value);
  const shown =
    field.choices?.find((choice) => choice.value === raw)?.label ?? shownValue(field, currency);

  const onInputKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Card
      ref={ref}
      className={`field-card${selected ? ' is-selected' : ''}`}
      data-field={field.name}
      data-status={field.status ?? undefined}
      data-confidence={level ?? undefined}
      tabIndex={tabIndex}
      role="group"
      aria-label={field.label}
      aria-describedby={describedBy.join(' ') || undefined}
      interactive={!editing}
      compact
      onClick={editing ? undefined : onSelect}
      onFocus={(event) => event.target === event.currentTarget && onSelect()}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          setDraft(raw);
          setPicked(null);
          onEdit();
          return;
        }
        onKeyDown(event);
      }}
    >
      <div className="field-card-head">
        {FieldIcon && <FieldIcon className={Classes.TEXT_MUTED} />}
        <span className="field-card-label">{field.label}</span>
        {StatusIcon && (
          <span
            className={`field-card-status ${Classes.intentClass(status?.intent)}`}
            data-testid="field-status"
            data-kind={status?.kind}
            title={t(`field_${field.status}`, field.status ?? '')}
          >
            <StatusIcon />
          </span>
        )}
        <FieldCardMarks
          learned={!!field.learned}
          confirmed={!!field.confirmed}
          level={level}
          confidence={field.confidence}
          hintIds={hintIds}
        />
      </div>
      {editing ? (
        <div className="field-card-edit">
          {field.name === 'currency' || field.choices ? (
            // The currency is one of the currency table's codes (spec part 2 §9).
            <HTMLSelect
              autoFocus
              fill
              value={draft}
              options={field.choices ?? currencyOptions(draft)}
              aria-label={field.label}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onInputKey}
            />
          ) : (
            <InputGroup
              autoFocus
              fill
              size="small"
              value={draft}
              inputMode={field.numeric ? 'decimal' : undefined}
              aria-label={field.label}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onInputKey}
            />
          )}
          <Button
            size="small"
            intent="primary"
            icon={<TickIcon />}
            loading={saving}
            aria-label={t('save', 'Save')}
            onClick={(event) => {
              event.stopPropagation();
              save();
            }}
          />
          <Button
            size="small"
            icon={<CrossIcon />}
            aria-label={t('cancel', 'Cancel')}
            onClick={(event) => {
              event.stopPropagation();
              onCancel();
            }}
          />
        </div>
      ) : (
        <div className="field-card-value">
          <span data-testid="field-value" data-value={raw}>
            {shown === '' ? EMPTY_VALUE : shown}
          </span>
          <Tooltip content={lockedReason ?? ''} disabled={!lockedReason} placement="top">
            <Button
              variant="minimal"
              size="small"
              icon={<EditIcon />}
              tabIndex={-1}
              disabled={!!lockedReason}
              aria-label={`${t('edit', 'Edit')} ${field.label}`}
              onClick={(event) => {
                event.stopPropagation();
                setDraft(raw);
                setPicked(null);
                onEdit();
              }}
            />
          </Tooltip>
        </div>
      )}
      {/* A line of its own: beside the label it would cut the label and the confidence. */}
      {vendorMatch && (
        <div className="field-card-foot">
          <VendorMatchTag match={vendorMatch} hintId={hintIds.vendorMatch} />
        </div>
      )}
    </Card>
  );
});
