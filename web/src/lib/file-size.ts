const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «2,4 МБ», «512 КБ». */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`;
  return `${megabytes.format(bytes / 1024 / 1024)}\u00a0МБ`;
}
