import { Activity, CloudSun, ShieldCheck } from 'lucide-react';
import { capitalize } from '~/shared/capitalize';
import {
  MULTIVERSE_STATUS,
  portalWeatherTone,
  realityStatusTone,
  riskBand,
  riskBandTone,
} from '~/shared/reality-status';
import { statusStripProps } from './served-layout';
import { ToneDot, toneText } from './status-tone';

/** The masthead's static status strip. */
export function StatusStrip() {
  const { realityStatus, incursionRisk, portalWeather } = MULTIVERSE_STATUS;
  const band = riskBand(incursionRisk);
  const items = [
    {
      icon: ShieldCheck,
      label: 'Reality status',
      value: capitalize(realityStatus),
      tone: realityStatusTone(realityStatus),
    },
    { icon: Activity, label: 'Incursion risk', value: band, tone: riskBandTone(band) },
    {
      icon: CloudSun,
      label: 'Portal weather',
      value: capitalize(portalWeather),
      tone: portalWeatherTone(portalWeather),
    },
  ];
  return (
    <section {...statusStripProps}>
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-1 px-4 py-1.5">
        {items.map(({ icon: Icon, label, value, tone }) => (
          <li key={label} className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-3.5 text-muted" />
            <span className="text-muted">{label}:</span>
            <ToneDot tone={tone} />
            <span className={`font-semibold ${toneText(tone)}`}>{value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
