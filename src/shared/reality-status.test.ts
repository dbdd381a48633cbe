import { describe, expect, test } from 'bun:test';
import { capitalize } from './capitalize';
import {
  MULTIVERSE_STATUS,
  type PortalWeather,
  portalWeatherTone,
  type RealityStatus,
  type RiskBand,
  realityStatusTone,
  riskBand,
  riskBandTone,
  type StatusTone,
} from './reality-status';

describe('riskBand: under 25 Low, under 50 Moderate, under 75 High, else Critical', () => {
  test.each([
    [0, 'Low'],
    [15, 'Low'],
    [24, 'Low'],
    [24.9, 'Low'],
    [25, 'Moderate'],
    [49.9, 'Moderate'],
    [50, 'High'],
    [74, 'High'],
    [75, 'Critical'],
    [100, 'Critical'],
    [250, 'Critical'],
  ] as const)('%d → %s', (risk, band) => {
    expect(riskBand(risk)).toBe(band);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('%d is refused', (risk) => {
    expect(() => riskBand(risk)).toThrow('Incursion risk must be a finite number');
  });
});

describe('status colours: green for good, yellow and orange between, red for bad', () => {
  test.each([
    ['stable', 'green'],
    ['amber', 'yellow'],
    ['critical', 'red'],
  ] as [RealityStatus, StatusTone][])('reality %s is %s', (status, tone) => {
    expect(realityStatusTone(status)).toBe(tone);
  });

  test.each([
    ['Low', 'green'],
    ['Moderate', 'yellow'],
    ['High', 'orange'],
    ['Critical', 'red'],
  ] as [RiskBand, StatusTone][])('risk band %s is %s', (band, tone) => {
    expect(riskBandTone(band)).toBe(tone);
  });

  test.each([
    ['clear', 'green'],
    ['scattered', 'yellow'],
    ['stormy', 'red'],
  ] as [PortalWeather, StatusTone][])('portal weather %s is %s', (weather, tone) => {
    expect(portalWeatherTone(weather)).toBe(tone);
  });
});

test('the home sidebar and masthead show fixed values', () => {
  expect(MULTIVERSE_STATUS).toEqual({
    realityStatus: 'stable',
    incursionRisk: 15,
    portalWeather: 'clear',
    zone: '1-A',
    reality: 'Earth-616',
    stabilityPercent: 98.7,
    nextScanMinutes: 15,
    activePortals: 23,
    monitoredDimensions: 1847,
  });
  expect(riskBand(MULTIVERSE_STATUS.incursionRisk)).toBe('Low');
  expect(capitalize(MULTIVERSE_STATUS.portalWeather)).toBe('Clear');
});
