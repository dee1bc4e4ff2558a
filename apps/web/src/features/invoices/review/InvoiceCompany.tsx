import { CompanySelect } from '../../../components/company-select';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useReviewInvoiceMutation } from '../api/invoice-api';

type Props = { invoiceId: number; companyId: number | null | undefined; readOnly: boolean };

/** Which of our companies the invoice is for (issue 22 item 6): picked from the buyer on the
 * document when extraction could, else chosen here; saved at once through the review save (our
 * extra, `company_id`), like a corrected field. Hidden without our extras or companies. */
export function InvoiceCompany({ invoiceId, companyId, readOnly }: Props) {
  const t = useT('common');
  const [saveReview, { isLoading }] = useReviewInvoiceMutation();
  return (
    <CompanySelect
      label={t('company', 'Company')}
      emptyText={t('no_company', 'No company')}
      value={companyId}
      disabled={readOnly || isLoading}
      inline
      testId="invoice-company"
      onChange={async (id) => {
        const result = await saveReview({
          params: { id: invoiceId },
          body: { company_id: id ?? null },
        });
        if ('error' in result) void showToast((result.error as ContractError).message, 'error');
      }}
    />
  );
}
