import { Colors } from '@blueprintjs/core';
import type { Analytics } from '@procure/contract';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useT } from '../../../lib/i18n/use-translation';

// Only the pieces the two bar charts use are registered, so the chunk stays small. This file is
// loaded lazily: the sign-in page and the dashboard never download chart.js.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type ThemeSlice = { theme: { mode: 'dark' | 'light' } };

function useChart(config: ChartConfiguration<'bar'>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return canvas;
}

function axes(dark: boolean, stacked: boolean) {
  const ticks = { color: dark ? Colors.GRAY5 : Colors.DARK_GRAY5 };
  const grid = { color: dark ? 'rgba(255,255,255,0.08)' : 'rgba(17,20,24,0.08)' };
  // Counts are whole numbers: no 0.5 invoices on the axis.
  const y = { stacked, grid, beginAtZero: true, ticks: { ...ticks, precision: 0 } };
  return { x: { stacked, ticks, grid }, y };
}

const shortDate = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Invoices uploaded per week, stacked by where they stand. */
export function InvoicesPerWeekChart({ data }: { data: Analytics['invoices_per_week'] }) {
  const t = useT('analytics');
  const dark = useSelector((state: ThemeSlice) => state.theme.mode) === 'dark';
  const config = useMemo((): ChartConfiguration<'bar'> => {
    const legend = { labels: { color: dark ? Colors.LIGHT_GRAY1 : Colors.DARK_GRAY1 } };
    const series = (label: string, key: 'pending' | 'approved' | 'rejected', color: string) => ({
      label,
      data: data.map((w) => w[key]),
      backgroundColor: color,
    });
    return {
      type: 'bar',
      data: {
        labels: data.map((w) => shortDate(w.week)),
        datasets: [
          series(t('series_pending', 'Pending'), 'pending', Colors.ORANGE4),
          series(t('series_approved', 'Approved'), 'approved', Colors.GREEN4),
          series(t('series_rejected', 'Rejected'), 'rejected', Colors.RED4),
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: axes(dark, true),
        plugins: { legend },
      },
    };
  }, [data, dark, t]);
  const canvas = useChart(config);
  return (
    <div className="chart-canvas" data-testid="chart-invoices-per-week">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('chart_invoices_per_week', 'Invoices per week by status')}
      />
    </div>
  );
}

/** Invoiced spend of the top vendors, largest first. */
export function SpendByVendorChart({ data }: { data: Analytics['spend_by_vendor'] }) {
  const t = useT('analytics');
  const dark = useSelector((state: ThemeSlice) => state.theme.mode) === 'dark';
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: data.vendors.map((v) => v.vendor),
        datasets: [
          {
            label: t('spend_in_currency', 'Spend ({currency})', { currency: data.currency ?? '' }),
            data: data.vendors.map((v) => v.amount),
            backgroundColor: Colors.BLUE4,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: axes(dark, false),
        plugins: { legend: { display: false } },
      },
    }),
    [data, dark, t],
  );
  const canvas = useChart(config);
  return (
    <div className="chart-canvas" data-testid="chart-spend-by-vendor">
      <canvas ref={canvas} role="img" aria-label={t('chart_spend_by_vendor', 'Spend by vendor')} />
    </div>
  );
}
