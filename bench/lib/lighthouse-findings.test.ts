import { describe, expect, test } from 'bun:test';
import type { Result } from 'lighthouse';
import { findingsOf } from './lighthouse-findings';

const ORIGIN = 'http://127.0.0.1:40123';

/** A report cut down to what the findings read, in the shapes Lighthouse 13 writes. */
function report(audits: Record<string, object>, refs: { id: string; group?: string }[]): Result {
  const withIds = Object.fromEntries(
    Object.entries(audits).map(([id, audit]) => [
      id,
      { id, title: id, scoreDisplayMode: 'numeric', score: 1, ...audit },
    ]),
  );
  return {
    audits: withIds,
    categories: { performance: { auditRefs: refs.map((ref) => ({ weight: 0, ...ref })) } },
  } as unknown as Result;
}

describe('findingsOf', () => {
  test('lists weak audits worst first with their largest items, skipping metrics and good ones', () => {
    const lhr = report(
      {
        'largest-contentful-paint': { score: 0.2, displayValue: '5 s' },
        'render-blocking-insight': {
          title: 'Render-blocking requests',
          score: 0.5,
          metricSavings: { FCP: 150, LCP: 0 },
          details: {
            type: 'table',
            items: [{ url: `${ORIGIN}/assets/app.css`, totalBytes: 7893, wastedMs: 207 }],
          },
        },
        'unused-javascript': {
          title: 'Reduce unused JavaScript',
          score: 0,
          displayValue: 'Est savings of 41 KiB',
          details: {
            type: 'opportunity',
            items: [{ url: `${ORIGIN}/assets/entry.js`, totalBytes: 79914, wastedBytes: 41982 }],
          },
        },
        'max-potential-fid': { title: 'Max Potential First Input Delay', score: 0.55 },
        'bootup-time': { score: 0.95 },
        'dom-size-insight': { score: 0, scoreDisplayMode: 'informative' },
      },
      [
        { id: 'largest-contentful-paint', group: 'metrics' },
        { id: 'render-blocking-insight', group: 'insights' },
        { id: 'unused-javascript', group: 'diagnostics' },
        { id: 'max-potential-fid', group: 'hidden' },
        { id: 'bootup-time', group: 'diagnostics' },
        { id: 'dom-size-insight', group: 'insights' },
      ],
    );
    expect(findingsOf(lhr)).toEqual([
      'Reduce unused JavaScript [unused-javascript, score 0.00]: Est savings of 41 KiB',
      '    /assets/entry.js (41.0 KB unused)',
      'Render-blocking requests [render-blocking-insight, score 0.50]: FCP −150 ms',
      '    /assets/app.css (207 ms, 7.7 KB)',
      'Max Potential First Input Delay [max-potential-fid, score 0.55]',
    ]);
  });

  test('reads insights whose details nest a checklist, a table and a node in a list', () => {
    const lhr = report(
      {
        'lcp-discovery-insight': {
          title: 'LCP request discovery',
          score: 0,
          details: {
            type: 'list',
            items: [
              {
                type: 'checklist',
                items: {
                  priorityHinted: { label: 'fetchpriority=high should be applied', value: false },
                  requestDiscoverable: { label: 'Request is discoverable', value: true },
                },
              },
              { type: 'node', selector: 'article > img' },
            ],
          },
        },
        'forced-reflow-insight': {
          title: 'Forced reflow',
          score: 0,
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  {
                    source: { url: `${ORIGIN}/assets/entry.js`, line: 0, column: 99 },
                    reflowTime: 42,
                  },
                  { source: { type: 'text', value: '[unattributed]' }, reflowTime: 3 },
                ],
              },
            ],
          },
        },
        'network-dependency-tree-insight': {
          title: 'Network dependency tree',
          score: 0,
          details: {
            type: 'list',
            items: [
              {
                type: 'list-section',
                value: {
                  type: 'network-tree',
                  chains: {
                    A: {
                      url: `${ORIGIN}/`,
                      navStartToEndTime: 90,
                      isLongest: true,
                      children: {
                        B: {
                          url: `${ORIGIN}/assets/app.css`,
                          navStartToEndTime: 215,
                          isLongest: true,
                        },
                      },
                    },
                  },
                },
              },
            ],
          },
        },
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  { label: 'Time to first byte', duration: 10.2 },
                  { label: 'Element render delay', duration: 170.3 },
                ],
              },
              { type: 'node', selector: 'div.grid > img', snippet: '<img src="/a.svg">' },
            ],
          },
        },
        'layout-shifts': {
          score: null,
          scoreDisplayMode: 'informative',
          details: {
            type: 'table',
            items: [
              {
                node: { selector: 'main > section.mt-8' },
                score: 0.016,
                subItems: { type: 'subitems', items: [{ cause: 'Web font loaded' }] },
              },
            ],
          },
        },
      },
      [
        { id: 'lcp-discovery-insight', group: 'insights' },
        { id: 'forced-reflow-insight', group: 'insights' },
        { id: 'network-dependency-tree-insight', group: 'insights' },
        { id: 'lcp-breakdown-insight', group: 'insights' },
        { id: 'layout-shifts', group: 'hidden' },
      ],
    );
    expect(findingsOf(lhr)).toEqual([
      'LCP request discovery [lcp-discovery-insight, score 0.00]',
      '    not met: fetchpriority=high should be applied',
      'Forced reflow [forced-reflow-insight, score 0.00]',
      '    /assets/entry.js:1:100 (reflow 42.0 ms)',
      '    [unattributed] (reflow 3.00 ms)',
      'Network dependency tree [network-dependency-tree-insight, score 0.00]',
      '    longest chain: / → /assets/app.css (ends at 215 ms)',
      'LCP element: div.grid > img',
      '    <img src="/a.svg">',
      '    Time to first byte 10.2 ms, Element render delay 170 ms',
      'Layout shifts:',
      '    main > section.mt-8 (shift 0.016); Web font loaded',
    ]);
  });
});
