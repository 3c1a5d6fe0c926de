/** The share sent, 0…100, for the progress bar. */
export const percentOf = (sent: number, total: number) => (total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0);
