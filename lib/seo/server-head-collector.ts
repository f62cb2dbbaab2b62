/**
 * How the page head hands what only crawlers need (hreflang alternates, JSON-LD) to
 * pages/_document.tsx during a server render, as a style sheet collector would: a
 * context only the document provides. In the browser there is no provider, so the page's
 * JavaScript carries neither the other editions' tables nor the structured-data builders
 * (decision 0013); crawlers read both from each URL's HTML.
 */
import { createContext } from 'react';
import type { Locale } from '../config/locales';

export interface ServerHeadRequest {
  /** Canonical route path. */
  path: string;
  /** Locales where the page exists; undefined = every edition; [] = none. */
  locales: Locale[] | undefined;
  noindex: boolean;
  aggregateRating: { ratingValue: number; ratingCount: number } | null;
  /** Extra schema.org objects next to the web site and app (left out when noindex). */
  structuredData: readonly object[];
}

export const ServerHeadCollector = createContext<((request: ServerHeadRequest) => void) | null>(null);

/** Marks the document's own head tags, so the browser drops them once it leaves the page. */
export const SERVED_HEAD_ATTRIBUTE = 'data-served-head';
