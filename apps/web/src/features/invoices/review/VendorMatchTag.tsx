import { Classes, Tag, Tooltip } from '@blueprintjs/core';
import { BankAccountIcon, FontIcon, IdNumberIcon } from '@blueprintjs/icons';
import { VENDOR_MATCH_BY, type VendorMatchBy } from '@procure/contract';
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { useT, type TFunction } from '../../../lib/i18n/use-translation';
import { HiddenHint } from './HiddenHint';

/** What an invoice's link to a master vendor rests on (our server's extra): an exact tax id or
 * IBAN, or the name, with how alike it was (0..1). */
export interface VendorMatch {
  by: VendorMatchBy;
  score: number | null;
  /** The master vendor linked, when the answer names it (our server's detail does). */
  vendor: { id: number; name: string } | null;
}

/** The invoice's vendor link as our server states it; null when the answer does not say (the
 * other backend sends only the documented minimum) or says something this app does not know. */
export function vendorMatchOf(record: Record<string, unknown> | undefined): VendorMatch | null {
  const by = record?.vendor_match_by;
  if (!VENDOR_MATCH_BY.includes(by as VendorMatchBy)) return null;
  const score = record?.vendor_match_score;
  const id = record?.vendor_id;
  const name = record?.vendor_master_name;
  return {
    by: by as VendorMatchBy,
    score: typeof score === 'number' && Number.isFinite(score) ? score : null,
    vendor: typeof id === 'number' && typeof name === 'string' && name.trim() ? { id, name } : null,
  };
}

/** A name that needed letters forgiven is a judgement the reviewer should check; a tax id, an
 * IBAN or a name read letter for letter is not. */
export const isFuzzyMatch = (match: VendorMatch) =>
  match.by === 'name' && (match.score === null || match.score < 1);

/** The tag's text, tooltip and icon for each kind of link (literal keys, so the translations'
 * key check finds them). */
function texts(
  t: TFunction,
  match: VendorMatch,
): { label: string; hint: string; icon: ReactElement } {
  switch (match.by) {
    case 'tax_id':
      return {
        label: t('vendor_match_tax_id', 'Matched by tax ID'),
        hint: t(
          'vendor_match_tax_id_hint',
          'Linked to the vendor master by the tax ID read on the invoice: the same ID, an exact match',
        ),
        icon: <IdNumberIcon />,
      };
    case 'iban':
      return {
        label: t('vendor_match_iban', 'Matched by IBAN'),
        hint: t(
          'vendor_match_iban_hint',
          'Linked to the vendor master by the IBAN read on the invoice, which this vendor alone holds: an exact match',
        ),
        icon: <BankAccountIcon />,
      };
    case 'name': {
      const percent = match.score === null ? null : Math.round(match.score * 100);
      return {
        label:
          percent === null
            ? t('vendor_match_name', 'Matched by name')
            : t('vendor_match_name_score', 'Matched by name ({percent}%)', { percent }),
        hint: t(
          'vendor_match_name_hint',
          'Linked to the vendor master by the name alone (no tax ID or IBAN matched): the percentage is how alike the two names are, letters a scan often confuses (0 and o, 1 and l) forgiven. Check that it is this vendor',
        ),
        icon: <FontIcon />,
      };
    }
  }
}

/** True while the field card holding `inside` has keyboard focus. The cards are walked with Tab
 * from card to card (the tag inside is no tab stop of its own), so a keyboard reviewer reads the
 * explanation when the walk reaches the vendor card. A click focuses the card too; then the
 * pointer is on the card and a tooltip covering the card above would be noise. */
function useCardKeyboardFocus(inside: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const card = inside.current?.closest<HTMLElement>('.field-card');
    if (!card) return;
    let pressed = false;
    const onPress = () => {
      pressed = true;
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target === card) setFocused(!pressed);
      pressed = false;
    };
    const onBlur = (event: FocusEvent) => event.target === card && setFocused(false);
    card.addEventListener('pointerdown', onPress);
    card.addEventListener('focus', onFocus);
    card.addEventListener('blur', onBlur);
    return () => {
      card.removeEventListener('pointerdown', onPress);
      card.removeEventListener('focus', onFocus);
      card.removeEventListener('blur', onBlur);
    };
  }, [inside]);
  return focused;
}

/** The vendor card's mark of why the invoice is linked to its master vendor: a fuzzy name link
 * in the warning colour, exact links plain, then the master vendor's name as the master holds it
 * (a link to the vendor; a name matched by letters forgiven is the one to check). Its
 * explanation opens on hover of the tag and while the card has keyboard focus; `hintId` names the
 * same explanation, hidden, for the card's accessible description (screen readers get no
 * tooltip). */
export function VendorMatchTag({ match, hintId }: { match: VendorMatch; hintId: string }) {
  const t = useT('invoice');
  const { label, hint, icon } = texts(t, match);
  const ref = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const cardFocused = useCardKeyboardFocus(ref);
  const linked = match.vendor
    ? t('vendor_match_master', 'Vendor master: {vendor}', { vendor: match.vendor.name })
    : null;
  // The explanation opens under the tag and the master's name together: below the tag alone it
  // would cover the name wrapped under it.
  return (
    <>
      <Tooltip
        content={hint}
        placement="bottom-start"
        isOpen={hovered || cardFocused}
        popoverClassName="vendor-match-tooltip"
      >
        <span
          className="vendor-match"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
        >
          <Tag
            ref={ref}
            minimal
            round
            intent={isFuzzyMatch(match) ? 'warning' : 'none'}
            icon={icon}
            data-testid="vendor-match"
            data-by={match.by}
          >
            {label}
          </Tag>
          {match.vendor && (
            <Link
              className={`vendor-match-master ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}
              to={links.vendorView(match.vendor.id)}
              title={linked ?? undefined}
              tabIndex={-1}
              data-testid="vendor-match-master"
              onClick={(event) => event.stopPropagation()}
            >
              {match.vendor.name}
            </Link>
          )}
        </span>
      </Tooltip>
      <HiddenHint
        id={hintId}
        text={linked ? `${label}. ${linked}. ${hint}` : `${label}. ${hint}`}
      />
    </>
  );
}
