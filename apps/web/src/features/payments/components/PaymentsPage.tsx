import { Button, Card, FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { BankAccountIcon, FloppyDiskIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { CompanySelect } from '../../../components/company-select';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import type { ContractError } from '../../../lib/contract-query';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useCreatePaymentRunMutation, usePaymentProposalQuery } from '../api';
import { RunList } from './RunList';
import { RunContent } from './RunContent';
import { RunView } from './RunView';
import './payments.css';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** /payments (payer): choose a pay date and see what a run would pay, grouped by vendor with
 * the discounts it takes and the invoices it cannot pay; save it as a draft, then confirm it,
 * download the bank file and mark it executed. The open run and the proposal's date live in
 * the URL (?run=12, ?pay_date=2026-12-01), so reload and back keep them. */
export function PaymentsPage() {
  const t = useT('shell');
  const [search, setSearch] = useSearchParams();
  const runId = Number(search.get('run')) || null;
  const payDate = search.get('pay_date');
  const [date, setDate] = useState(payDate ?? tomorrow());
  // Ours: the company paying (its invoices, its bank account); kept in the URL beside the date.
  const companyId = Number(search.get('company')) || undefined;
  const [company, setCompany] = useState<number | undefined>(companyId);
  const show = (next: Record<string, string>) => setSearch(next);
  // The runs list's page, in the URL like every list's, kept while a run of it is open.
  const runsPage = Number(search.get('runs_page')) || 1;
  return (
    <div className="page payments-page" data-testid="payments-page">
      <PageHeader
        title={t('payments_title', 'Payment Runs')}
        subtitle={t(
          'payments_subtitle',
          'Pay approved invoices on a date, with the early-payment discounts they allow',
        )}
      />
      <Card className="payments-new">
        <form
          className="payments-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            show({ pay_date: date, ...(company ? { company: String(company) } : {}) });
          }}
        >
          <CompanySelect
            label={t('payments_company', 'Company')}
            emptyText={t('payments_configured_account', 'Configured account')}
            value={company}
            onChange={setCompany}
            inline
            testId="payments-company"
          />
          <FormGroup label={t('payments_pay_date', 'Pay date')} labelFor="payments-pay-date" inline>
            <InputGroup
              id="payments-pay-date"
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </FormGroup>
          <Button type="submit" icon={<SearchIcon />} text={t('payments_propose', 'Propose run')} />
        </form>
      </Card>
      {runId !== null ? (
        <RunView key={runId} id={runId} onClosed={() => show({})} />
      ) : payDate ? (
        <Proposal
          payDate={payDate}
          companyId={companyId}
          onSaved={(id) => show({ run: String(id) })}
        />
      ) : null}
      <RunList
        page={runsPage}
        onPage={(page) => show({ ...Object.fromEntries(search), runs_page: String(page) })}
        openRun={(id) => show({ run: String(id), runs_page: String(runsPage) })}
      />
    </div>
  );
}

type ProposalProps = { payDate: string; companyId?: number; onSaved: (id: number) => void };

function Proposal({ payDate, companyId, onSaved }: ProposalProps) {
  const t = useT('shell');
  const asked = { pay_date: payDate, ...(companyId ? { company_id: companyId } : {}) };
  const { data, isFetching, error } = usePaymentProposalQuery({ body: asked });
  const [create, creating] = useCreatePaymentRunMutation();
  if (isFetching) return <PageSkeleton cards={2} />;
  if (error || !data)
    return (
      <NonIdealState
        icon={<BankAccountIcon />}
        title={t('payments_proposal_error', 'No proposal for this date')}
        description={(error as ContractError | undefined)?.message}
      />
    );
  const proposal = data.data;
  const empty = proposal.vendors.length === 0;
  return (
    <Card className="payments-run" data-testid="payment-proposal">
      <div className="payments-run-head">
        <div>
          <h4 className="payments-run-title">
            {t('payments_proposal', 'Proposal for {date}', { date: formatDate(payDate) })}
          </h4>
          <div className="bp6-text-muted">
            {t('payments_next_run', 'Discounts ending before the next run ({date}) are taken now', {
              date: formatDate(proposal.next_run_date),
            })}
          </div>
        </div>
        <Guarded permission="invoice.pay">
          <Button
            intent="primary"
            icon={<FloppyDiskIcon />}
            disabled={empty}
            loading={creating.isLoading}
            text={t('payments_save_draft', 'Save as draft')}
            onClick={async () => {
              try {
                const answer = await create({ body: asked }).unwrap();
                onSaved(answer.data.id);
              } catch (failure) {
                void showToast((failure as ContractError).message, 'error');
              }
            }}
          />
        </Guarded>
      </div>
      {empty && proposal.refused.length === 0 ? (
        <NonIdealState
          icon={<BankAccountIcon />}
          title={t('payments_nothing_due', 'Nothing to pay on this date')}
          description={t(
            'payments_nothing_due_hint',
            'No approved invoice is due by then or loses a discount before the next run.',
          )}
        />
      ) : (
        <RunContent content={proposal} />
      )}
    </Card>
  );
}
