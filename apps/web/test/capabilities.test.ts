import { CAPABILITIES } from '@procure/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { hasCapability } from '../src/config/runtime';

afterEach(() => {
  delete window.__PROCURE_CONFIG__;
});

describe('backend capabilities from /config.js', () => {
  it('are what the backend names, and none when it names none or junk', () => {
    expect(hasCapability(CAPABILITIES.extras)).toBe(false);
    window.__PROCURE_CONFIG__ = { capabilities: 'procure-extras' };
    expect(hasCapability(CAPABILITIES.extras)).toBe(false);
    window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
    expect(hasCapability(CAPABILITIES.extras)).toBe(true);
  });
});
