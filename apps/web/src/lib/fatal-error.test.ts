import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFatalError, installGlobalErrorHandlers, isBot, useFatalError } from './fatal-error.ts';
import { act, renderHook } from '@testing-library/react';

afterEach(() => {
  clearFatalError();
  vi.restoreAllMocks();
});

function setUserAgent(value: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);
}

describe('unhandled errors', () => {
  it('recognises search-engine bots', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).toBe(
      false,
    );
  });

  it('sends people to the error page on window errors and unhandled rejections', () => {
    setUserAgent('Mozilla/5.0 Chrome/140.0');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = installGlobalErrorHandlers();
    const { result } = renderHook(() => useFatalError());
    expect(result.current).toBeNull();

    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), message: 'kaboom' }));
    });
    expect(result.current).toBeInstanceOf(Error);

    act(() => clearFatalError());
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason: new Error('rejected') });
      window.dispatchEvent(event);
    });
    expect((result.current as Error).message).toBe('rejected');
    remove();
  });

  it('only logs for bots', () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = installGlobalErrorHandlers();
    const { result } = renderHook(() => useFatalError());
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), message: 'kaboom' }));
    });
    expect(result.current).toBeNull();
    expect(error).toHaveBeenCalled();
    remove();
  });
});
