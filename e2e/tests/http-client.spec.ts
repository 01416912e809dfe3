import { test, expect } from '../fixtures';

// Something in front of the API (a sign-in gateway, a moved deployment) answering a JSON call with a redirect:
// the route handler stands in for that gateway; the app and the server behind it are the real ones.
test('a redirect answering an API call is never followed: the page is loaded again once, then the error shows', async ({
  page,
  talent,
}) => {
  void talent; // signed in on this page by the fixture
  const gatewayTarget = '/gateway/sign-in';
  await page.route('**/talent/api/home', (route) =>
    route.fulfill({ status: 302, headers: { location: gatewayTarget } }),
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/');
  await expect(page.getByText(/Your home did not load/)).toBeVisible();
  // One load from goto, one reload so the browser itself could follow; no loop after that.
  expect(loads).toBe(2);
  expect(requested.filter((path) => path === '/talent/api/home').length).toBeGreaterThanOrEqual(2);
  expect(requested).not.toContain(gatewayTarget);
});
