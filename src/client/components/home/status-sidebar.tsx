import { Activity, CloudSun, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { capitalize } from '~/shared/capitalize';
import {
  MULTIVERSE_STATUS,
  portalWeatherTone,
  realityStatusTone,
  riskBand,
  riskBandTone,
  type StatusTone,
} from '~/shared/reality-status';
import { cn } from '../../lib/cn';
import { ToneDot, toneDot, toneText } from '../layout/status-tone';
import { statusSidebarProps } from './served-status-sidebar';

// The panels are served (served-status-sidebar.ts): this runs on the server,
// and in the browser only for a home page drawn by a client navigation.
const numberFormat = new Intl.NumberFormat('en-US');

function Panel({
  title,
  icon,
  value,
  tone,
  children,
  extra,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  tone: StatusTone;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4 shadow-sm">
      <h3 className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-muted">
        {icon}
        {title}
      </h3>
      <p className={cn('mt-2 flex items-center gap-2 text-2xl font-bold', toneText(tone))}>
        <ToneDot tone={tone} />
        {value}
      </p>
      {extra}
      <dl className="mt-3 space-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** A visual gauge of a value the panel also states in words. */
function Meter({ percent, tone }: { percent: number; tone: StatusTone }) {
  return (
    <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-accent-soft">
      <div className={cn('h-full rounded-full', toneDot(tone))} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The home sidebar's status panels, with fixed display values. */
export function StatusSidebar() {
  const status = MULTIVERSE_STATUS;
  const band = riskBand(status.incursionRisk);
  const realityTone = realityStatusTone(status.realityStatus);
  const riskTone = riskBandTone(band);
  return (
    <aside {...statusSidebarProps}>
      <h2 id="status-heading" className="font-serif text-xl font-bold">
        Multiverse Monitor
      </h2>
      <Panel
        title="Reality Status"
        icon={<ShieldCheck aria-hidden className="size-4" />}
        value={capitalize(status.realityStatus)}
        tone={realityTone}
      >
        <Row label="Zone" value={status.zone} />
        <Row label="Reality" value={status.reality} />
        <Row label="Stability" value={`${status.stabilityPercent}%`} />
      </Panel>
      <Panel
        title="Incursion Risk"
        icon={<Activity aria-hidden className="size-4" />}
        value={
          <>
            {status.incursionRisk}
            <span className="text-base font-semibold">{band}</span>
          </>
        }
        tone={riskTone}
        extra={<Meter percent={status.incursionRisk} tone={riskTone} />}
      >
        <Row label="Risk level" value={`${band} (${status.incursionRisk}/100)`} />
        <Row label="Next scan" value={`${status.nextScanMinutes} minutes`} />
      </Panel>
      <Panel
        title="Portal Weather"
        icon={<CloudSun aria-hidden className="size-4" />}
        value={capitalize(status.portalWeather)}
        tone={portalWeatherTone(status.portalWeather)}
      >
        <Row label="Active portals" value={numberFormat.format(status.activePortals)} />
        <Row label="Monitored dimensions" value={numberFormat.format(status.monitoredDimensions)} />
      </Panel>
    </aside>
  );
}
