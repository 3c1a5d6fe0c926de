import { createContext, useContext } from 'react';

/** The server renderer's answer status, which a page may set while it renders (not-found pages). */
export type HttpStatusSink = { set(status: number): void };

export const HttpStatusContext = createContext<HttpStatusSink | null>(null);

/** This page answers `status` when the server renders it (404 for «Страница не найдена»); nothing in the browser. */
export function useHttpStatus(status: number): void {
  useContext(HttpStatusContext)?.set(status);
}
