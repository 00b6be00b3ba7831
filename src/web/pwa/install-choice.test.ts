import { describe, expect, it } from 'vitest';
import { chooseInstallOffer, isIos, offerMode, type InstallState } from './install-choice';

const browser: InstallState = { standalone: false, installedHere: false, canPrompt: false, ios: false };

describe('chooseInstallOffer', () => {
  it.each([
    ['a Chromium browser with a prompt', { canPrompt: true }, 'prompt', 'prompt'],
    ['iPhone Safari', { ios: true }, 'ios', 'ios'],
    ['a browser without a prompt (Firefox, Chromium before it offers)', {}, 'menu', 'follow-link'],
    ['the installed app', { standalone: true }, 'installed', 'follow-link'],
    ['the installed app on iOS', { standalone: true, ios: true }, 'installed', 'follow-link'],
    ['a tab where the app was just installed', { installedHere: true }, 'installed', 'follow-link'],
  ] as const)('%s', (_, state, always, ifInstallable) => {
    expect(chooseInstallOffer({ ...browser, ...state }, 'always')).toBe(always);
    expect(chooseInstallOffer({ ...browser, ...state }, 'if-installable')).toBe(ifInstallable);
  });
});

describe('offerMode', () => {
  it('is "always" unless the attribute asks for "if-installable"', () => {
    expect(offerMode('')).toBe('always');
    expect(offerMode(undefined)).toBe('always');
    expect(offerMode('anything')).toBe('always');
    expect(offerMode('if-installable')).toBe('if-installable');
  });
});

describe('isIos', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

  it('knows iPhones, and iPads that say they are Macs by their touch screen', () => {
    expect(isIos(IPHONE, 5)).toBe(true);
    expect(isIos(MAC, 5)).toBe(true);
    expect(isIos(MAC, 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });
});
