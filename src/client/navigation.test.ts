import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { navigateIntoUpdate, watchForTakeover } from './navigation';

/** A page's worker container, as far as the router uses it: a controller and its changes. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const container = new FakeContainer();
const assigned: string[] = [];
const hadWindow = 'window' in globalThis;
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.assign(globalThis, {
    window: { location: { assign: (to: string) => assigned.push(to), replace: () => {} } },
  });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  if (!hadWindow) Reflect.deleteProperty(globalThis, 'window');
});

describe('a page taken over by a new build', () => {
  test('its own first worker is not a takeover; the next one is, before any registration', () => {
    // A first visit: the page loaded under no worker, and its build's worker claims it.
    watchForTakeover();
    container.takeOver();
    expect(navigateIntoUpdate('/section/cosmic-watch')).toBe(false);
    expect(assigned).toEqual([]);

    // Another tab moved into a new build before this page registered (no
    // watchForUpdates yet): the next navigation still loads in full.
    container.takeOver();
    expect(navigateIntoUpdate('/section/global-affairs')).toBe(true);
    expect(assigned).toEqual(['/section/global-affairs']);
  });
});
