import { describe, expect, it } from 'vitest';
import { inAppPath, isOnScreen } from './live-notifications.ts';

describe('isOnScreen', () => {
  it('is true on the linked page with the linked parameters, whatever else the URL carries', () => {
    expect(isOnScreen('/chat?c=42', { pathname: '/chat', search: '?c=42' })).toBe(true);
    expect(isOnScreen('/chat?c=42', { pathname: '/chat', search: '?q=ana&c=42' })).toBe(true);
    expect(isOnScreen('/identity-verification', { pathname: '/identity-verification', search: '' })).toBe(
      true,
    );
  });

  it('treats the spare /inbox.copy as the chat screen', () => {
    expect(isOnScreen('/chat?c=42', { pathname: '/inbox.copy', search: '?c=42' })).toBe(true);
  });

  it('is false on another page or another conversation', () => {
    expect(isOnScreen('/chat?c=42', { pathname: '/chat', search: '?c=7' })).toBe(false);
    expect(isOnScreen('/chat?c=42', { pathname: '/chat', search: '' })).toBe(false);
    expect(isOnScreen('/chat?c=42', { pathname: '/jobs', search: '?c=42' })).toBe(false);
  });
});

describe('inAppPath', () => {
  it('keeps in-app paths only', () => {
    expect(inAppPath('/chat?c=1')).toBe('/chat?c=1');
    expect(inAppPath('//evil.test/x')).toBeNull();
    expect(inAppPath('https://evil.test')).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });
});
