export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function durationText(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} minutes`;
  return plural(minutes / 60, 'hour');
}

/** A company as the shared logo component takes it (pipeline rows carry only id, name and logo). */
export function logoCompany(company: { id: string; name: string; logo_url: string | null }) {
  return { ...company, country: '', industry: '', size: '' };
}
