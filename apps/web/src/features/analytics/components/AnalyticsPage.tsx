import { Card, Classes, H5, NonIdealState } from '@blueprintjs/core';
import {
  DollarIcon,
  PieChartIcon,
  StarIcon,
  TickCircleIcon,
  TimeIcon,
  TimelineBarChartIcon,
  type SVGIconProps,
} from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n/use-translation';

type Kpi = {
  key: string;
  label: string;
  valueKey: string;
  template: string;
  values: Record<string, string>;
  icon: ComponentType<SVGIconProps>;
};

/** The four KPI figures are static, as specified. */
const KPIS: Kpi[] = [
  {
    key: 'average_payment_time',
    label: 'Average Payment Time',
    valueKey: 'average_payment_time_value',
    template: '{days} days',
    values: { days: '14' },
    icon: TimeIcon,
  },
  {
    key: 'payment_accuracy',
    label: 'Payment Accuracy',
    valueKey: 'payment_accuracy_value',
    template: '{percent}%',
    values: { percent: '98.5' },
    icon: TickCircleIcon,
  },
  {
    key: 'vendor_satisfaction',
    label: 'Vendor Satisfaction',
    valueKey: 'vendor_satisfaction_value',
    template: '{score}/5',
    values: { score: '4.8' },
    icon: StarIcon,
  },
  {
    key: 'cost_savings',
    label: 'Cost Savings',
    valueKey: 'cost_savings_value',
    template: '${amount}',
    values: { amount: '8,450' },
    icon: DollarIcon,
  },
];

const CHARTS = [
  { key: 'spend_by_month', label: 'Spend by Month', icon: TimelineBarChartIcon },
  { key: 'invoices_by_status', label: 'Invoices by Status', icon: PieChartIcon },
];

export function AnalyticsPage() {
  const t = useT('analytics');
  return (
    <div className="page analytics" data-testid="analytics">
      <PageHeader title={t('title', 'Analytics')} />
      <section className="grid grid-4" aria-label="Key figures">
        {KPIS.map((kpi) => (
          <Card key={kpi.key} className="stat-card" elevation={1}>
            <div className="stat-icon">
              <kpi.icon size={20} className={Classes.intentClass('primary')} />
            </div>
            <div>
              <div className="stat-label bp6-text-muted">{t(kpi.key, kpi.label)}</div>
              <div className="stat-value">{t(kpi.valueKey, kpi.template, kpi.values)}</div>
            </div>
          </Card>
        ))}
      </section>
      <section className="grid grid-2">
        {CHARTS.map((chart) => (
          <Card key={chart.key} className="panel chart-placeholder">
            <H5>{t(chart.key, chart.label)}</H5>
            <NonIdealState
              icon={<chart.icon />}
              description={t('chart_coming_soon', 'Chart coming soon')}
            />
          </Card>
        ))}
      </section>
    </div>
  );
}
