/*
 * Who is a robot, by user agent. Shared by the web app (no banner, nothing loaded) and the server (nothing
 * stored), so both sides agree. `navigator.webdriver` is deliberately not a signal: every test browser and some
 * assistive tools set it, while the crawlers and scripts that inflate counts announce themselves here.
 */

/** Search-engine and link-preview crawlers: they get console logging instead of an error page. */
export const SEARCH_CRAWLER_PATTERN =
  /googlebot|bingbot|yandex(bot)?|baiduspider|duckduckbot|slurp|sogou|exabot|facebot|facebookexternalhit|ia_archiver|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|linkedinbot|twitterbot/i;

/**
 * Any automated agent: the crawlers above, other crawlers and preview fetchers, headless browsers, monitors and
 * HTTP libraries. Page views from them are not counted.
 */
const AUTOMATED_AGENT_PATTERN =
  /\bbot\b|bot\/|bot;|crawl|spider|scrape|headlesschrome|phantomjs|slimerjs|puppeteer|playwright|selenium|lighthouse|pagespeed|pingdom|uptimerobot|statuscake|gtmetrix|datadog|newrelicpinger|site24x7|python-requests|python-urllib|aiohttp|httpx|curl\/|wget\/|go-http-client|okhttp|java\/|libwww|node-fetch|axios\/|undici|postmanruntime|insomnia|whatsapp|telegrambot|discordbot|slackbot|skypeuripreview|embedly|quora link preview|vkshare|w3c_validator/i;

/** True for a search-engine crawler (the error page is not shown to it). */
export function isSearchCrawler(userAgent: string): boolean {
  return SEARCH_CRAWLER_PATTERN.test(userAgent);
}

/** True for a crawler, a headless browser, a monitor or a script; an empty user agent counts as one too. */
export function isAutomatedAgent(userAgent: string | undefined | null): boolean {
  const value = (userAgent ?? '').trim();
  if (value === '') return true;
  return SEARCH_CRAWLER_PATTERN.test(value) || AUTOMATED_AGENT_PATTERN.test(value);
}
