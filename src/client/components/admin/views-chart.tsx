import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import stylesheet from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import { dayStart } from '~/shared/calendar-days';
import type { AnalyticsDay } from '~/shared/schemas/analytics';

/**
 * Views and unique visitors per day, drawn by uPlot. This module is its own
 * chunk, loaded by the dashboard alone: no reader page and no other admin
 * screen downloads the chart library.
 */

const STYLE_ID = 'uplot-stylesheet';

const DAY_SECONDS = 24 * 60 * 60;
/** Ticks fall on whole days: one, two, a week, two weeks or a month apart, as the width allows. */
const DAY_TICKS = [1, 2, 7, 14, 30].map((days) => days * DAY_SECONDS);

const tickFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat('en-US');

/** The stylesheet once per document (the page's CSP allows inline styles). */
function addStylesheet(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = stylesheet;
  document.head.append(style);
}

interface ChartColors {
  views: string;
  visitors: string;
  text: string;
  grid: string;
}

/** The theme's own colours, read as the chart is drawn (and drawn again when the theme changes). */
function themeColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const color = (name: string) => style.getPropertyValue(name).trim();
  return {
    views: color('--color-accent'),
    visitors: color('--color-ink'),
    text: color('--color-muted'),
    grid: color('--color-border'),
  };
}

function chartOptions(width: number, height: number, colors: ChartColors): uPlot.Options {
  const axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  return {
    width,
    height,
    // Days are UTC days, whatever the editor's time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        ...axis,
        incrs: DAY_TICKS,
        values: (_chart, splits) => splits.map((seconds) => tickFormat.format(seconds * 1000)),
      },
      {
        ...axis,
        values: (_chart, splits) =>
          splits.map((value) => (Number.isInteger(value) ? countFormat.format(value) : '')),
      },
    ],
    series: [
      {},
      { label: 'Views', stroke: colors.views, width: 2 },
      { label: 'Unique visitors', stroke: colors.visitors, width: 2, dash: [6, 4] },
    ],
  };
}

export default function ViewsChart({ days, height }: { days: AnalyticsDay[]; height: number }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    addStylesheet();
    const data: uPlot.AlignedData = [
      days.map((day) => dayStart(day.date) / 1000),
      days.map((day) => day.totalViews),
      days.map((day) => day.uniqueVisitors),
    ];
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      chart = new uPlot(chartOptions(element.clientWidth, height, themeColors()), data, element);
    };
    draw();
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    // The theme toggle swaps the root's class: draw again in the new colours.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [days, height]);

  return <div ref={box} className="w-full" style={{ height }} />;
}
