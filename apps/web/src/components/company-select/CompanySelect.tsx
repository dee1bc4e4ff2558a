import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { CAPABILITIES } from '@procure/contract';
import { useId } from 'react';
import { hasCapability } from '../../config/runtime';
import { useT } from '../../lib/i18n/use-translation';
import { useCompanyChoicesQuery } from './company-options-api';

type Props = {
  /** The chosen company; null/undefined: none chosen. */
  value: number | null | undefined;
  onChange: (id: number | undefined) => void;
  /** What the empty choice says: "Every company" for a filter, "No company" for a document. */
  emptyText: string;
  label?: string;
  inline?: boolean;
  disabled?: boolean;
  testId?: string;
};

/** A dropdown of the companies the user may work for (issue 22 item 6). Companies are our
 * server's extra: against a backend without `procure-extras` it shows nothing and asks nothing,
 * and with no company set up it stays hidden too. */
export function CompanySelect({
  value,
  onChange,
  emptyText,
  label,
  inline,
  disabled,
  testId,
}: Props) {
  const extras = hasCapability(CAPABILITIES.extras);
  const t = useT('common');
  const id = useId();
  const { data, isLoading } = useCompanyChoicesQuery({}, { skip: !extras });
  const companies = data?.data ?? [];
  if (!extras || (!isLoading && !companies.length && value == null)) return null;
  const selected = value == null ? '' : String(value);
  return (
    <FormGroup label={label} labelFor={id} inline={inline} className="company-select">
      <HTMLSelect
        id={id}
        value={selected}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange(text ? Number(text) : undefined);
        }}
      >
        <option value="">{isLoading ? t('loading', 'Loading...') : emptyText}</option>
        {companies.map((company) => (
          <option key={company.id} value={String(company.id)}>
            {company.name} ({company.code})
          </option>
        ))}
        {/* A document's company the user may no longer pick (inactive) still shows. */}
        {selected && !companies.some((company) => String(company.id) === selected) && (
          <option value={selected}>{selected}</option>
        )}
      </HTMLSelect>
    </FormGroup>
  );
}
