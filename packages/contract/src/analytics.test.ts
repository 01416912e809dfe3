import { describe, expect, it } from 'vitest';
import { analyticsPath } from './analytics.ts';
import { isAutomatedAgent, isSearchCrawler } from './bots.ts';

describe('analyticsPath', () => {
  it('keeps the full path: path, query and hash', () => {
    expect(analyticsPath('/jobs?q=react&remote=1#results')).toBe('/jobs?q=react&remote=1#results');
    expect(analyticsPath('https://app.example/settings#privacy')).toBe('/settings#privacy');
  });

  it('takes the secrets out of reset, verification and assessment links', () => {
    expect(analyticsPath('/reset-password?token=abc&email=a%40b.c&step=2')).toBe(
      '/reset-password?token=redacted&email=redacted&step=2',
    );
    expect(analyticsPath('/assessments/9f8e7d6c/result?Signature=x')).toBe(
      '/assessments/redacted/result?Signature=redacted',
    );
  });

  it('refuses what is not a web path', () => {
    expect(analyticsPath('javascript:alert(1)')).toBeNull();
  });
});

describe('bots', () => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  it('counts browsers as people', () => {
    expect(isAutomatedAgent(chrome)).toBe(false);
    expect(isAutomatedAgent(iphone)).toBe(false);
    expect(
      isAutomatedAgent('Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 Chrome/120 Mobile'),
    ).toBe(false);
  });

  it('knows crawlers, headless browsers, monitors and scripts', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      chrome.replace('Chrome/', 'HeadlessChrome/'),
      'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
      'python-requests/2.32.0',
      'curl/8.5.0',
      '',
    ]) {
      expect(isAutomatedAgent(agent), agent).toBe(true);
    }
    // The error page hides itself only from search engines, not from every script.
    expect(isSearchCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isSearchCrawler(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(false);
  });
});
