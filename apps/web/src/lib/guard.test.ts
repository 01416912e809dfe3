import { describe, expect, it } from 'vitest';
import { guardRedirect, homeFor, signedInTwin, type GuardUser } from './guard.ts';
import type { Access } from './route-table.ts';

const verified = { email_verified_at: '2026-01-01T00:00:00Z' };
const unverified = { email_verified_at: null };
const url = (path: string) => new URL(path, 'http://localhost');

describe('guardRedirect (access × user state)', () => {
  const cases: [Access, GuardUser | null, string, string | null][] = [
    // logged out
    ['verified', null, '/jobs?page=2', '/login?redirect=%2Fjobs%3Fpage%3D2'],
    ['verified', null, '/', '/login?redirect=%2F'],
    ['auth', null, '/verify', '/login?redirect=%2Fverify'],
    ['guest', null, '/login', null],
    ['none', null, '/maintenance', null],
    // logged in, not verified
    ['verified', unverified, '/jobs/7', '/verify?redirect=%2Fjobs%2F7'],
    ['verified', unverified, '/', '/verify'],
    ['auth', unverified, '/verify', null],
    ['guest', unverified, '/login', '/'],
    ['none', unverified, '/dashboard', null],
    // logged in and verified
    ['verified', verified, '/jobs', null],
    ['auth', verified, '/verify', null],
    ['guest', verified, '/login', '/'],
    ['guest', verified, '/login?redirect=%2Fjobs%3Fq%3Dx', '/jobs?q=x'],
    ['guest', verified, '/signup/4', '/jobs/4/apply'],
    ['none', verified, '/hello', null],
  ];

  it.each(cases)('%s route, user %o, at %s → %s', (access, user, path, expected) => {
    expect(guardRedirect(access, user, url(path))).toBe(expected);
  });

  it('ignores unsafe redirect targets on guest routes', () => {
    for (const target of ['//evil.com', 'https://evil.com/x', '/\\evil.com', 'javascript:alert(1)']) {
      expect(guardRedirect('guest', verified, url(`/login?redirect=${encodeURIComponent(target)}`))).toBe(
        '/',
      );
    }
  });

  it('never redirects a guest route back to itself', () => {
    expect(guardRedirect('guest', verified, url('/login?redirect=%2Flogin'))).toBe('/');
  });

  it('sends a logged-in visitor of a guest page with a signed-in twin to the twin, job id filled in', () => {
    // /apply/:id is the guest apply page; a logged-in user applies at /jobs/:id/apply instead.
    expect(guardRedirect('guest', verified, url('/apply/42'))).toBe('/jobs/42/apply');
    expect(guardRedirect('guest', unverified, url('/apply/abc-7'))).toBe('/jobs/abc-7/apply');
    // The twin wins over a `redirect` parameter, and a guest still sees the page.
    expect(guardRedirect('guest', verified, url('/apply/42?redirect=%2Fjobs'))).toBe('/jobs/42/apply');
    expect(guardRedirect('guest', null, url('/apply/42'))).toBeNull();
    // A job's login and signup links continue the application too.
    expect(guardRedirect('guest', verified, url('/signup/42'))).toBe('/jobs/42/apply');
    expect(guardRedirect('guest', verified, url('/login/42?redirect=%2F'))).toBe('/jobs/42/apply');
    // Guest pages without a twin keep the default rule.
    expect(guardRedirect('guest', verified, url('/signup'))).toBe('/');
    expect(guardRedirect('guest', verified, url('/login/42/jobs'))).toBe('/');
  });

  it('fills a twin only for a table entry that has one', () => {
    expect(signedInTwin('/apply/9')).toBe('/jobs/9/apply');
    expect(signedInTwin('/apply/9/')).toBe('/jobs/9/apply');
    expect(signedInTwin('/login/9')).toBe('/jobs/9/apply');
    expect(signedInTwin('/login')).toBeNull();
    expect(signedInTwin('/nowhere/at/all')).toBeNull();
  });
});

describe('guardRedirect by role (the recruiter console)', () => {
  const talent: GuardUser = { ...verified, role: 'talent' };
  const recruiter: GuardUser = { ...verified, role: 'recruiter' };
  const operator: GuardUser = { ...verified, role: 'operator' };
  const cases: [Access, GuardUser | null, string, string | null][] = [
    // A recruiter lands on the console: home and every talent page lead there; settings stay theirs.
    ['verified', recruiter, '/', '/recruiter'],
    ['verified', recruiter, '/jobs/7', '/recruiter'],
    ['verified', recruiter, '/applications?application=a1', '/recruiter'],
    ['verified', recruiter, '/settings', null],
    // Chat links written for the talent side open the console's chat, thread kept.
    ['verified', recruiter, '/chat?c=c1', '/recruiter/chat?c=c1'],
    ['verified', recruiter, '/inbox.copy', '/recruiter/chat'],
    ['recruiter', recruiter, '/recruiter', null],
    ['recruiter', recruiter, '/recruiter/applications/a1', null],
    ['recruiter', recruiter, '/recruiter/chat?c=c1', null],
    ['operator', recruiter, '/recruiter/identity-reviews', '/recruiter'],
    // Logging in: a recruiter asked back to `/` (or nowhere) lands on the console; a deeper target is kept.
    ['guest', recruiter, '/login', '/recruiter'],
    ['guest', recruiter, '/login?redirect=%2F', '/recruiter'],
    ['guest', recruiter, '/login?redirect=%2Frecruiter%2Fjobs%2F4', '/recruiter/jobs/4'],
    // An operator's home is the identity reviews.
    ['verified', operator, '/', '/recruiter/identity-reviews'],
    ['verified', operator, '/settings', null],
    ['operator', operator, '/recruiter/identity-reviews', null],
    ['recruiter', operator, '/recruiter/jobs', '/recruiter/identity-reviews'],
    ['guest', operator, '/login', '/recruiter/identity-reviews'],
    // A talent never sees the console: it goes home.
    ['recruiter', talent, '/recruiter', '/'],
    ['recruiter', talent, '/recruiter/applications/a1', '/'],
    ['operator', talent, '/recruiter/identity-reviews', '/'],
    ['verified', talent, '/', null],
    ['guest', talent, '/login', '/'],
    // Logged out or unverified: log in or verify first, then come back.
    ['recruiter', null, '/recruiter/jobs', '/login?redirect=%2Frecruiter%2Fjobs'],
    ['recruiter', { ...unverified, role: 'recruiter' }, '/recruiter', '/verify?redirect=%2Frecruiter'],
  ];

  it.each(cases)('%s route, user %o, at %s → %s', (access, user, path, expected) => {
    expect(guardRedirect(access, user, url(path))).toBe(expected);
  });

  it('names each role its home', () => {
    expect(homeFor(talent)).toBe('/');
    expect(homeFor(verified)).toBe('/');
    expect(homeFor(recruiter)).toBe('/recruiter');
    expect(homeFor(operator)).toBe('/recruiter/identity-reviews');
  });
});
