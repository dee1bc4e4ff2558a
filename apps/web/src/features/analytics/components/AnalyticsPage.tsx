import { Card, Classes, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  DollarIcon,
  PieChartIcon,
  StarIcon,
  TickCircleIcon,
  TimeIcon,
  TimelineBarChartIcon,
  type SVGIconProps,
} from '@blueprintjs/icons';
import type { Analytics } from '@procure/contract';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { isMissingEndpoint, SampleNote } from '../../../components/SampleNote';
import { formatCurrency } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useAnalyticsQuery } from '../api';
import { SAMPLE_ANALYTICS } from '../spec-sample';

// chart.js comes with the charts, after the figures: the page's first paint does not wait for it.
const InvoicesPerWeekChart = lazy(() =>
  import('./AnalyticsCharts').then((m) => ({ default: m.InvoicesPerWeekChart })),
);
const SpendByVendorChart = lazy(() =>
  import('./AnalyticsCharts').then((m) => ({ default: m.SpendByVendorChart })),
);

type T = ReturnType<typeof useT>;
type Kpi = {
  key: string;
  label: string;
  icon: ComponentType<SVGIconProps>;
  /** The figure as shown, or null when there is no data to compute it from. */
  value: (a: Analytics, t: T) => string | null;
};

const number = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 1 });

/** The four KPI cards of the spec, computed on the server (definitions: docs/decisions.md). */
const KPIS: Kpi[] = [
  {
    key: 'average_payment_time',
    label: 'Average Payment Time',
    icon: TimeIcon,
    value: (a, t) =>
      a.average_payment_days === null
        ? null
        : t('average_payment_time_value', '{days} days', { days: number(a.average_payment_days) }),
  },
  {
    key: 'payment_accuracy',
    label: 'Payment Accuracy',
    icon: TickCircleIcon,
    value: (a, t) =>
      a.payment_accuracy === null
        ? null
        : t('payment_accuracy_value', '{percent}%', { percent: number(a.payment_accuracy) }),
  },
  {
    key: 'vendor_satisfaction',
    label: 'Vendor Satisfaction',
    icon: StarIcon,
    value: (a, t) =>
      a.vendor_satisfaction === null
        ? null
        : t('vendor_satisfaction_value', '{score}/5', { score: number(a.vendor_satisfaction) }),
  },
  {
    key: 'cost_savings',
    label: 'Cost Savings',
    icon: DollarIcon,
    value: (a) =>
      a.cost_savings ? formatCurrency(a.cost_savings.amount, a.cost_savings.currency) : null,
  },
];

function ChartCard(props: {
  title: string;
  icon: ComponentType<SVGIconProps>;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card className="panel chart-card">
      <H5>{props.title}</H5>
      {props.empty ? (
        <NonIdealState icon={<props.icon />} description={props.emptyText} />
      ) : (
        <Suspense fallback={<Spinner size={24} className="chart-canvas" />}>
          {props.children}
        </Suspense>
      )}
    </Card>
  );
}

export function AnalyticsPage() {
  const t = useT('analytics');
  const { data, isLoading, error } = useAnalyticsQuery({});
  // A backend without our analytics call: the spec's figures, said so quietly.
  const sample = isMissingEndpoint(error);
  const a = data?.data ?? (sample ? SAMPLE_ANALYTICS : undefined);
  const noInvoices =
    !a || a.invoices_per_week.every((w) => w.pending + w.approved + w.rejected === 0);
  return (
    <div className="page analytics" data-testid="analytics">
      <PageHeader title={t('title', 'Analytics')} />
      {sample && <SampleNote />}
      <section className="grid grid-4" aria-label={t('key_figures', 'Key figures')}>
        {KPIS.map((kpi) => (
          <Card key={kpi.key} className="stat-card" elevation={1} data-testid={`kpi-${kpi.key}`}>
            <div className="stat-icon">
              <kpi.icon size={20} className={Classes.intentClass('primary')} />
            </div>
            <div>
              <div className="stat-label bp6-text-muted">{t(kpi.key, kpi.label)}</div>
              <div className={`stat-value ${isLoading ? Classes.SKELETON : ''}`}>
                {(a && kpi.value(a, t)) ?? t('no_value', '—')}
              </div>
            </div>
          </Card>
        ))}
      </section>
      <section className="grid grid-2">
        <ChartCard
          title={t('invoices_by_status', 'Invoices by Status')}
          icon={PieChartIcon}
          empty={!isLoading && noInvoices}
          emptyText={t('no_invoices_recently', 'No invoices in the last 12 weeks')}
        >
          {a ? <InvoicesPerWeekChart data={a.invoices_per_week} /> : null}
        </ChartCard>
        <ChartCard
          title={t('spend_by_vendor', 'Spend by Vendor')}
          icon={TimelineBarChartIcon}
          empty={!isLoading && !a?.spend_by_vendor.vendors.length}
          emptyText={t('no_spend_yet', 'No invoiced spend yet')}
        >
          {a ? <SpendByVendorChart data={a.spend_by_vendor} /> : null}
        </ChartCard>
      </section>
    </div>
  );
}
