import { FormGroup, InputGroup } from '@blueprintjs/core';
import { LIMIT_KINDS, type LimitKind } from '@procure/contract';
import { BASE_CURRENCY } from '../../../lib/format';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import type { LimitTexts } from './limit-text';

/** One field per document kind: what the user may approve alone, in the base currency. Empty
 * is no limit; above a limit their approval is a first one that a second approver completes.
 * The server's message for a field shows under it. */
export function LimitFields({
  value,
  onChange,
  error,
}: {
  value: LimitTexts | undefined;
  onChange: (value: LimitTexts) => void;
  error?: unknown;
}) {
  const t = useT('shell');
  const issues = (error as ContractError | undefined)?.issues ?? [];
  const labels: Record<LimitKind, string> = {
    po: t('limits_po', 'Purchase orders'),
    invoice: t('limits_invoice', 'Invoices'),
  };
  const texts = value ?? { po: '', invoice: '' };
  return (
    <div data-testid="limit-fields">
      <p className="bp6-text-muted">
        {t(
          'limits_hint',
          'What this person may approve alone, in {currency}. Leave empty for no limit; above it their approval needs a second one.',
          { currency: BASE_CURRENCY },
        )}
      </p>
      {LIMIT_KINDS.map((kind) => {
        const issue = issues.find((i) => i.path === kind || i.path === `limits.${kind}`);
        return (
          <FormGroup
            key={kind}
            label={labels[kind]}
            labelFor={`limit-${kind}`}
            intent={issue ? 'danger' : 'none'}
            helperText={issue?.message}
          >
            <InputGroup
              id={`limit-${kind}`}
              inputMode="decimal"
              placeholder={t('limits_none', 'No limit')}
              rightElement={<span className="limit-currency">{BASE_CURRENCY}</span>}
              intent={issue ? 'danger' : 'none'}
              value={texts[kind]}
              onValueChange={(text) => onChange({ ...texts, [kind]: text })}
            />
          </FormGroup>
        );
      })}
    </div>
  );
}
