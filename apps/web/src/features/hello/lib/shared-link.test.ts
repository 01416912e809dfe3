import { describe, expect, it } from 'vitest';
import { jobLinks, sharedJobOf } from './shared-link.ts';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('sharedJobOf', () => {
  it('reads a job id from ?job=, and tells a broken one from none', () => {
    expect(sharedJobOf(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(sharedJobOf(new URLSearchParams('job='))).toEqual({ kind: 'none' });
    expect(sharedJobOf(new URLSearchParams(`job=${ID.toUpperCase()}`))).toEqual({ kind: 'job', id: ID });
    expect(sharedJobOf(new URLSearchParams('job=42'))).toEqual({ kind: 'invalid' });
    expect(sharedJobOf(new URLSearchParams('job=../../admin'))).toEqual({ kind: 'invalid' });
  });
});

describe('jobLinks', () => {
  it('sends a guest to apply without an account, and a signed-in user to the job and its apply page', () => {
    expect(jobLinks(ID, false)).toEqual({ view: null, apply: `/apply/${ID}`, login: `/login/${ID}` });
    expect(jobLinks(ID, true)).toEqual({ view: `/jobs/${ID}`, apply: `/jobs/${ID}/apply` });
  });
});
