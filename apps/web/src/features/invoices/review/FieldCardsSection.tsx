import { Section, SectionCard } from '@blueprintjs/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useReviewInvoiceMutation, useSaveInvoiceTermsMutation } from '../api/invoice-api';
import type { PickedWord } from '../viewer/word-pick';
import { FieldCard, type CardField } from './FieldCard';
import { reviewOrder, toSavedValue } from './review-rules';
import { TERMS_CARD } from './use-invoice-review';

interface Props {
  invoiceId: number;
  cards: CardField[];
  /** The invoice's currency: amounts are shown in it. */
  currency: string | null;
  closed: boolean;
  /** Edits stay on the page, with no save call (a backend without our review saves: the
   * documents show none). */
  heldLocally: boolean;
  selected: string | null;
  onSelect: (name: string) => void;
  /** Why no field can be edited now (a payment run holds the invoice). */
  lockedReason?: string | null;
}

/** The Header section: the field cards, walked with Tab/Shift+Tab low-confidence and unmatched
 * first, Enter to edit and save, Escape to cancel; each save is a PUT of that field, or, held
 * locally, the card shows the value as corrected until the page is left. */
export function FieldCardsSection({
  invoiceId,
  cards,
  currency,
  closed,
  heldLocally,
  selected,
  onSelect,
  lockedReason,
}: Props) {
  const t = useT('invoice');
  const [saveReview, { isLoading: savingField }] = useReviewInvoiceMutation();
  const [saveTerms, { isLoading: savingTerms }] = useSaveInvoiceTermsMutation();
  const saving = savingField || savingTerms;
  const [editing, setEditing] = useState<string | null>(null);
  const cardRefs = useRef(new Map<string, HTMLDivElement>());
  // Values saved on the page only, for the invoice they were typed on.
  const [held, setHeld] = useState<{ id: number; values: Record<string, unknown> }>({
    id: invoiceId,
    values: {},
  });
  const heldValues = held.id === invoiceId ? held.values : {};
  // A value held on the page was linked to no master vendor: the card drops the server's link.
  const shown = cards.map((card) =>
    card.name in heldValues
      ? { ...card, value: heldValues[card.name], status: 'corrected' as const, vendorMatch: null }
      : card,
  );

  // The walk order is fixed when the invoice is first shown: a corrected card keeps its place.
  const [frozen, setFrozen] = useState<{ id: number; order: string[] } | null>(null);
  if (cards.length && frozen?.id !== invoiceId)
    setFrozen({ id: invoiceId, order: reviewOrder(cards).map((card) => card.name) });
  const order = frozen?.order ?? [];

  const focusCard = (name: string | undefined) => {
    if (name) cardRefs.current.get(name)?.focus();
  };
  const onCardKey = (name: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const next = order[order.indexOf(name) + (event.shiftKey ? -1 : 1)];
    if (!next) return; // past the last card, Tab leaves the cards
    event.preventDefault();
    focusCard(next);
  };
  const saveField = async (name: string, text: string, numeric: boolean, word?: PickedWord) => {
    const value = toSavedValue(text, numeric);
    if (heldLocally) {
      setHeld({ id: invoiceId, values: { ...heldValues, [name]: value } });
      setEditing(null);
      focusCard(name);
      return;
    }
    // The terms are read by the server from the words as written ("2/10 net 30"). Where the
    // words were clicked becomes the field's place (the viewer highlights it), and the server
    // learns that place for the vendor.
    const result =
      name === TERMS_CARD
        ? await saveTerms({
            params: { id: invoiceId },
            body: { terms: text.trim() || null, ...(word ? { picked: word } : {}) },
          })
        : await saveReview({
            params: { id: invoiceId },
            body: { header: { [name]: value }, ...(word ? { picked: { [name]: word } } : {}) },
          });
    if ('error' in result) {
      // The field's own sentence ("These terms cannot be read; write them like ..."); the
      // editor stays open with what was typed.
      const error = result.error as ContractError;
      void showToast(error.issues?.[0]?.message ?? error.message, 'error');
      return;
    }
    setEditing(null);
    focusCard(name);
  };

  return (
    <Section title={t('header_section', 'Header')} collapsible compact data-testid="header-section">
      <SectionCard className="field-cards" data-testid="field-cards">
        {shown.map((card) => (
          <FieldCard
            key={card.name}
            ref={(element) => {
              if (element) cardRefs.current.set(card.name, element);
              else cardRefs.current.delete(card.name);
            }}
            field={card}
            currency={currency}
            selected={selected === card.name}
            editing={editing === card.name}
            saving={saving && editing === card.name}
            tabIndex={order[0] === card.name ? 0 : -1}
            onSelect={() => onSelect(card.name)}
            onEdit={() => {
              if (closed) return;
              onSelect(card.name);
              setEditing(card.name);
            }}
            onSave={(text, word) => void saveField(card.name, text, card.numeric, word)}
            onCancel={() => {
              setEditing(null);
              focusCard(card.name);
            }}
            onKeyDown={onCardKey(card.name)}
            lockedReason={lockedReason}
          />
        ))}
      </SectionCard>
    </Section>
  );
}
