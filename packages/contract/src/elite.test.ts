import { describe, expect, it } from 'vitest';
import { documentExpiry, requiredDocuments, taxFormFor } from './elite.ts';

describe('compliance rules', () => {
  it('picks the tax form by US status and entity', () => {
    expect(taxFormFor({ us_person: true, entity_type: 'individual' })).toBe('w9');
    expect(taxFormFor({ us_person: true, entity_type: 'company' })).toBe('w9');
    expect(taxFormFor({ us_person: false, entity_type: 'individual' })).toBe('w8ben');
    expect(taxFormFor({ us_person: false, entity_type: 'company' })).toBe('w8ben_e');
    expect(requiredDocuments({ us_person: false, entity_type: 'company' })).toEqual([
      'contractor_agreement',
      'nda_ip',
      'code_of_conduct',
      'w8ben_e',
    ]);
  });

  it('lets a W-8BEN run to the end of the third calendar year after signing; other documents never expire', () => {
    expect(documentExpiry('w8ben', new Date('2026-11-25T10:00:00Z'))?.toISOString()).toBe(
      '2029-12-31T23:59:59.999Z',
    );
    expect(documentExpiry('w8ben_e', new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2029-12-31T23:59:59.999Z',
    );
    expect(documentExpiry('w9', new Date('2026-11-25T10:00:00Z'))).toBeNull();
    expect(documentExpiry('contractor_agreement', new Date('2026-11-25T10:00:00Z'))).toBeNull();
  });
});
