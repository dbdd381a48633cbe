/**
 * The multiverse status shown in the masthead strip and the home sidebar
 * with its colours and risk bands. The values are fixed display copy, not live data.
 */
export type RealityStatus = 'stable' | 'amber' | 'critical';
export type RiskBand = 'Low' | 'Moderate' | 'High' | 'Critical';
export type PortalWeather = 'clear' | 'scattered' | 'stormy';

/** A colour family; the client maps it to classes that keep AA contrast in both themes. */
export type StatusTone = 'green' | 'yellow' | 'orange' | 'red';

export const MULTIVERSE_STATUS = {
  realityStatus: 'stable',
  incursionRisk: 15,
  portalWeather: 'clear',
  zone: '1-A',
  reality: 'Earth-616',
  stabilityPercent: 98.7,
  nextScanMinutes: 15,
  activePortals: 23,
  monitoredDimensions: 1847,
} as const satisfies {
  realityStatus: RealityStatus;
  incursionRisk: number;
  portalWeather: PortalWeather;
  [key: string]: unknown;
};

const REALITY_TONES: Record<RealityStatus, StatusTone> = {
  stable: 'green',
  amber: 'yellow',
  critical: 'red',
};

export function realityStatusTone(status: RealityStatus): StatusTone {
  return REALITY_TONES[status];
}

/** Incursion risk bands: under 25 Low, under 50 Moderate, under 75 High, else Critical. */
export function riskBand(risk: number): RiskBand {
  if (!Number.isFinite(risk)) throw new RangeError('Incursion risk must be a finite number');
  if (risk < 25) return 'Low';
  if (risk < 50) return 'Moderate';
  if (risk < 75) return 'High';
  return 'Critical';
}

const RISK_TONES: Record<RiskBand, StatusTone> = {
  Low: 'green',
  Moderate: 'yellow',
  High: 'orange',
  Critical: 'red',
};

export function riskBandTone(band: RiskBand): StatusTone {
  return RISK_TONES[band];
}

const WEATHER_TONES: Record<PortalWeather, StatusTone> = {
  clear: 'green',
  scattered: 'yellow',
  stormy: 'red',
};

export function portalWeatherTone(weather: PortalWeather): StatusTone {
  return WEATHER_TONES[weather];
}
