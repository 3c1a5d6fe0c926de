/** Whether a path is the API's: compared without case, as the router matches routes. */
export const isApiPath = (path: string): boolean => path.toLowerCase().startsWith('/api/');
