import { describe, expect, it } from 'vitest';
import { FileDescriptorSchema, SafeRedirectSchema } from './common.ts';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirect('/jobs?page=2')).toBe('/jobs?page=2');
  });
  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '', 42, undefined])(
    'refuses %s',
    (value) => {
      expect(safeRedirect(value, '/home')).toBe('/home');
    },
  );
  it('follows the same rule as SafeRedirectSchema (the server checks with the schema)', () => {
    for (const value of [
      '/jobs',
      '/',
      '//evil.com',
      '/\\evil.com',
      'jobs',
      '',
      `/${'a'.repeat(2047)}`,
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safeRedirect(value, 'refused') !== 'refused').toBe(SafeRedirectSchema.safeParse(value).success);
    }
  });
});

describe('FileDescriptorSchema', () => {
  it('requires a string name, numeric size and string type', () => {
    expect(
      FileDescriptorSchema.safeParse({ name: 'cv.pdf', size: 10, type: 'application/pdf' }).success,
    ).toBe(true);
    expect(
      FileDescriptorSchema.safeParse({ name: 'cv.pdf', size: '10', type: 'application/pdf' }).success,
    ).toBe(false);
    expect(FileDescriptorSchema.safeParse({ size: 10, type: 'x' }).success).toBe(false);
  });
});
