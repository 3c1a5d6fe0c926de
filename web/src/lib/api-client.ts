export const apiRequest = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(url, init);
  return { data: await response.json(), status: response.status, headers: response.headers } as T;
};
