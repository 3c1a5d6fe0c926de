const roubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «3 500 ₽». */
export function formatRoubles(amount: number): string {
  return `${roubles.format(amount)}\u00a0₽`;
}

/** A price as the spec shows it: «Бесплатно» for zero (spec 2.8). */
export function priceLabel(amount: number): string {
  return amount === 0 ? 'Бесплатно' : formatRoubles(amount);
}
