import { Tag, Tooltip } from '@blueprintjs/core';
import { EndorsedIcon, LearningIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import { HiddenHint } from './HiddenHint';
import { CONFIDENCE_INTENT, type shownConfidence } from './review-rules';

const LEARNED_HINT =
  "Read where this vendor's earlier invoices, as reviewers corrected them, print this value";

const CONFIRMED_HINT =
  'A reviewer confirmed this value by clicking its words on the page; reading the document again keeps it';

/** The ids of a card's hidden explanations, made from the card's own id. */
export const markHintIds = (cardId: string) => ({
  learned: `${cardId}-learned`,
  confirmed: `${cardId}-confirmed`,
  vendorMatch: `${cardId}-vendor-match`,
});

/** A mark explained on hover, and to a screen reader by the hidden hint `hintId` names. */
function HintedMark(props: {
  label: string;
  hint: string;
  icon: ReactElement;
  testId: string;
  hintId: string;
}) {
  return (
    <>
      <Tooltip content={props.hint} placement="top">
        <Tag minimal round icon={props.icon} data-testid={props.testId}>
          {props.label}
        </Tag>
      </Tooltip>
      <HiddenHint id={props.hintId} text={`${props.label}. ${props.hint}`} />
    </>
  );
}

/** The marks in a field card's head: Learned, Confirmed (each explained on hover, and to a
 * screen reader by a hidden hint the card names as its description) and the confidence. */
export function FieldCardMarks({
  learned,
  confirmed,
  level,
  confidence,
  hintIds,
}: {
  learned: boolean;
  confirmed: boolean;
  level: ReturnType<typeof shownConfidence>;
  confidence: unknown;
  hintIds: ReturnType<typeof markHintIds>;
}) {
  const t = useT('invoice');
  return (
    <>
      {learned && (
        <HintedMark
          label={t('learned', 'Learned')}
          hint={t('learned_hint', LEARNED_HINT)}
          icon={<LearningIcon />}
          testId="learned"
          hintId={hintIds.learned}
        />
      )}
      {confirmed && (
        <HintedMark
          label={t('confirmed', 'Confirmed')}
          hint={t('confirmed_hint', CONFIRMED_HINT)}
          icon={<EndorsedIcon />}
          testId="confirmed"
          hintId={hintIds.confirmed}
        />
      )}
      {level && (
        <Tag
          minimal
          round
          intent={CONFIDENCE_INTENT[level]}
          data-testid="confidence"
          title={`${Math.round((confidence as number) * 100)}%`}
        >
          {t(`confidence_${level}`, level)}
        </Tag>
      )}
    </>
  );
}
