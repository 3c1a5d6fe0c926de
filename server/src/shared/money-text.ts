/** «3 500 ₽», «3 500,5 ₽»: an amount in kopecks as the practice's Russian texts write it. */
export const formatKopecks = (kopecks: number): string => `${new Intl.NumberFormat('ru-RU').format(kopecks / 100)} ₽`;
