import { Tag, Tooltip } from '@blueprintjs/core';
import { EndorsedIcon, LearningIcon } from '@blueprintjs/icons';
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
  const learnedHint = t('learned_hint', LEARNED_HINT);
  const confirmedHint = t('confirmed_hint', CONFIRMED_HINT);
  return (
    <>
      {learned && (
        <Tooltip content={learnedHint} placement="top">
          <Tag minimal round icon={<LearningIcon />} data-testid="learned">
            {t('learned', 'Learned')}
          </Tag>
        </Tooltip>
      )}
      {learned && (
        <HiddenHint id={hintIds.learned} text={`${t('learned', 'Learned')}. ${learnedHint}`} />
      )}
      {confirmed && (
        <Tooltip content={confirmedHint} placement="top">
          <Tag minimal round icon={<EndorsedIcon />} data-testid="confirmed">
            {t('confirmed', 'Confirmed')}
          </Tag>
        </Tooltip>
      )}
      {confirmed && (
        <HiddenHint
          id={hintIds.confirmed}
          text={`${t('confirmed', 'Confirmed')}. ${confirmedHint}`}
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
