import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { instancesCalled } from '../../test/waiting.ts';
import { AuthService } from '../auth/auth.service.ts';

const t = useTestApp();

async function register(name: string, email: string) {
  const client = t.client();
  await client.csrfCookie();
  const signUps = instancesCalled(AuthService.prototype, 'register');
  const res = await client.post('/register', {
    name,
    email,
    password: 'Unusual-Pass-991',
    password_confirmation: 'Unusual-Pass-991',
  });
  expect(res.statusCode).toBe(202);
  // The mail goes out after the answer.
  await Promise.all(signUps.map((service) => service.drain()));
}

describe('dev mailbox', () => {
  it('lists messages newest first as JSON with their links', async () => {
    await register('First', 'first@example.com');
    await register('Second', 'second@example.com');
    const res = await t.client().get('/dev/mail/messages.json');
    expect(res.statusCode).toBe(200);
    const mails = res.json() as Array<{
      id: string;
      to: string;
      subject: string;
      html: string;
      text: string;
      links: string[];
    }>;
    expect(mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({ subject: 'Verify Email Address', from: expect.stringContaining('@') });
    expect(mails[0]!.links[0]).toContain('/email/verify/');
    expect(mails[0]!.html).toContain('<a href=');
  });

  it('renders the list and a message as HTML, escaping what users typed', async () => {
    await register('<img src=x onerror=alert(1)>', 'xss@example.com');
    const list = await t.client().get('/dev/mail', { headers: { accept: 'text/html' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    const [mail] = (await t.client().get('/dev/mail/messages.json')).json() as Array<{ id: string }>;
    expect(list.body).toContain(`/dev/mail/${mail!.id}`);
    const page = await t.client().get(`/dev/mail/${mail!.id}`, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/email\/verify\//);
  });

  it('404s unknown or malformed ids', async () => {
    expect((await t.client().get('/dev/mail/00000000000000-deadbeef')).statusCode).toBe(404);
    expect((await t.client().get('/dev/mail/..%2F..%2Fsecrets')).statusCode).toBe(404);
  });
});
