import { useT } from '../../lib/i18n/use-translation';
import { CompanySelect } from './CompanySelect';
import type { useCompanyFilter } from './use-company-filter';

/** The company picker above a list: every company, or one (hidden without our extras). */
export function CompanyFilter({ filter }: { filter: ReturnType<typeof useCompanyFilter> }) {
  const t = useT('common');
  return (
    <CompanySelect
      label={t('company', 'Company')}
      emptyText={t('every_company', 'Every company')}
      value={filter.companyId}
      onChange={filter.setCompanyId}
      inline
      testId="company-filter"
    />
  );
}
