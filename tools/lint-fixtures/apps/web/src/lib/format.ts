// The one module allowed to format.
export const money = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
export const time = (date: Date) => date.toLocaleTimeString('en-GB', { timeZone: 'UTC' });
