const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «2,4 МБ», «512 КБ». */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`;
  return `${megabytes.format(bytes / 1024 / 1024)}\u00a0МБ`;
}

/** The share sent, 0…100, for the progress bar. */
export const percentOf = (sent: number, total: number) => (total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0);
