import { describe, expect, it } from 'vitest';
import { shouldScrollToTop, shouldShowRouteTransition } from './page-behaviour.ts';

describe('shouldShowRouteTransition', () => {
  it('plays only on windows wider than 992 px', () => {
    expect(shouldShowRouteTransition(1440, '/catalog')).toBe(true);
    expect(shouldShowRouteTransition(993, '/')).toBe(true);
    expect(shouldShowRouteTransition(992, '/catalog')).toBe(false);
    expect(shouldShowRouteTransition(375, '/merch')).toBe(false);
  });

  it('never plays for support or personal-account pages', () => {
    for (const path of [
      '/support',
      '/support/pay',
      '/personalAccount',
      '/personalAccount/orders',
      '/admin/orders',
    ]) {
      expect(shouldShowRouteTransition(1920, path)).toBe(false);
    }
    expect(shouldShowRouteTransition(1920, '/supportive')).toBe(true);
    expect(shouldShowRouteTransition(1920, '/contacts')).toBe(true);
  });
});

describe('shouldScrollToTop', () => {
  it('scrolls to the top except on support and personal-account pages', () => {
    expect(shouldScrollToTop('/')).toBe(true);
    expect(shouldScrollToTop('/catalog/12')).toBe(true);
    expect(shouldScrollToTop('/support')).toBe(false);
    expect(shouldScrollToTop('/support/sert')).toBe(false);
    expect(shouldScrollToTop('/personalAccount/cardLoyal')).toBe(false);
    expect(shouldScrollToTop('/personalAccountant')).toBe(true);
  });
});
