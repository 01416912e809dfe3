import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { SKILLS } from '../../reference/skills.data.ts';

const t = useTestApp();

describe('/shared/api reference data (public)', () => {
  it('lists the ISO countries with a region', async () => {
    const res = await t.client().get('/shared/api/countries');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(240);
    expect(data).toContainEqual({ code: 'BR', name: 'Brazil', region: 'South America' });
    expect(data).toContainEqual({ code: 'DE', name: 'Germany', region: 'Europe' });
  });

  it('lists currencies with reference rates', async () => {
    const { data } = (await t.client().get('/shared/api/currencies')).json();
    expect(data).toContainEqual({ code: 'USD', name: 'US Dollar', per_usd: 1 });
    expect(data.find((c: { code: string }) => c.code === 'EUR').per_usd).toBeLessThan(1);
  });

  it('finds skills by name, alias and near spelling', async () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(300);
    const find = async (q: string) =>
      (
        (await t.client().get(`/shared/api/skills?q=${encodeURIComponent(q)}`)).json().data as Array<{
          slug: string;
        }>
      ).map((s) => s.slug);
    expect((await find('postgres'))[0]).toBe('postgresql');
    expect((await find('JS'))[0]).toBe('javascript');
    expect((await find('k8s'))[0]).toBe('kubernetes');
    expect(await find('typescirpt')).toContain('typescript');
    const all = await t.client().get('/shared/api/skills?limit=100');
    expect(all.json().data).toHaveLength(100);
    expect((await t.client().get('/shared/api/skills?limit=1000')).statusCode).toBe(422);
  });
});
