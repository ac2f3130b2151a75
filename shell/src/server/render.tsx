import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router, createPath, parsePath, type Navigator } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { DEFAULT_CURRENCY, type ServerRenderRequest, type ServerTranslations } from '@sokoni/contracts';
import {
  AppProviders,
  assumeSystemTheme,
  baseApi,
  changeLocale,
  configureServerFetch,
  makeStore,
  replaceTranslationOverrides,
  type PreferencesState,
} from '@sokoni/shared-ui';
import { pageIconStyles } from '@sokoni/shared-ui/icon-stylesheet';
import '../app/i18n';
import { App } from '../app/app';
import { findRemoteForPath } from '../features/remotes/ownership';
import { forgetRemote, getRemoteRoutes, provideManifest } from '../features/remotes/load-remote-routes';
import { plainStyleTags } from './plain-style-tags';

export type { ServerRenderRequest, ServerTranslations };

export interface ServerRenderResult {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for that markup, without their markers (see `plainStyleTags`). */
  styles: string;
  /** The `<style>` with the rules of the icons that markup draws, to go in the head ('' when none). */
  icons: string;
  /**
   * What the browser's store starts from (api answers, preferences), and the stored texts the page was drawn
   * with (the browser lays them before its first render), written as JSON into the page; `systemTheme`: the
   * system's theme it was drawn in (absent: light, or the visitor's chosen theme).
   */
  state: {
    api: unknown;
    preferences: PreferencesState;
    translations: ServerTranslations | null;
    systemTheme?: 'light' | 'dark';
  };
}

/**
 * Renders a page may take: a page renders more once its data arrives (queries that start only then, code that
 * loads when first drawn).
 */
const MAX_PASSES = 4;

/**
 * The router's navigator for a page drawn on the server: links' addresses as a memory history writes them (the
 * same `createHref` and `encodeLocation` as MemoryRouter's, so the markup is what the browser hydrates), and
 * nothing to navigate to, a render being one address. A `Router` with it rather than a MemoryRouter: the shared
 * router then leaves MemoryRouter and its history out of every visitor's download.
 */
const SERVER_NAVIGATOR: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  encodeLocation: (to) => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: path.pathname || '', search: path.search || '', hash: path.hash || '' };
  },
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

class RenderError extends Error {
  override name = 'RenderError';
}

/** Renders `element` to a string once everything in it (lazy code, suspended remotes) is ready. */
function renderPass(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new RenderError(`render took more than ${timeoutMs} ms`));
    }, timeoutMs);
    sink.on('finish', () => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve(html);
    });
    const stream = renderToPipeableStream(element, {
      // Piped once everything is ready, the markup then holds every boundary in place: no boundary is sent
      // apart with a script to move it (which the CSP would forbid), so it is the markup `renderToString` gives.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A part that fails on the server would be rendered by the browser instead: the page as a whole is.
        failure ??= error;
      },
    });
  });
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RenderError(`${what} took more than ${ms} ms`)), Math.max(ms, 0));
    }),
  ]).finally(() => clearTimeout(timer));
}

async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const deadline = Date.now() + request.timeoutMs;
  const remaining = () => deadline - Date.now();
  const pathname = new URL(request.url, 'http://localhost').pathname;

  configureServerFetch(request.origin, request.timeoutMs, request.headers);
  provideManifest(request.manifest);
  const remote = findRemoteForPath(pathname);
  if (remote) {
    // A remote without a Node container renders in the browser, as before.
    if (!request.manifest.remotes[remote]) return null;
    try {
      await withDeadline(getRemoteRoutes(remote), remaining(), `loading ${remote}`);
    } catch (error) {
      forgetRemote(remote);
      throw error;
    }
  }

  // One i18next instance serves every render: renders take turns (see `render`), each in its language (whose
  // dictionaries are fetched the first time a page is rendered in it).
  await withDeadline(changeLocale(request.preferences.locale), remaining(), 'loading the dictionaries');
  // The texts an administrator stored, as they are now (those of an earlier render undone); none when the bff
  // could not read them.
  const translations = request.translations ?? null;
  replaceTranslationOverrides(request.preferences.locale, translations ?? {});

  // Drawn in the system's theme the browser told (the visitor chose none), else light; the browser is told which.
  const systemTheme = request.preferences.theme ? null : (request.preferences.systemTheme ?? null);
  assumeSystemTheme(systemTheme);
  const preferences: PreferencesState = {
    locale: request.preferences.locale,
    theme: request.preferences.theme,
    currency: request.preferences.currency ?? DEFAULT_CURRENCY.code,
    cookieConsent: request.preferences.cookieConsent,
    dataSaver: request.preferences.dataSaver,
    saveData: request.preferences.saveData,
  };
  // Pages are rendered for a visitor: the bff does not see a session (it lives in the browser's storage).
  const store = makeStore({ preferences, session: { token: null, user: null, initialised: true } });
  const page = (sheet: ServerStyleSheet) =>
    sheet.collectStyles(
      <AppProviders store={store}>
        <Router location={request.url} navigator={SERVER_NAVIGATOR}>
          <App />
        </Router>
      </AppProviders>,
    );

  for (let pass = 1; ; pass += 1) {
    const sheet = new ServerStyleSheet();
    try {
      // Streaming waits for the page's code (lazy pages, the remote's routes) and starts its queries. A pass
      // that started none and waited for no code rendered the whole page at once: its markup is the page.
      // (A part that waited is sent apart with a script to put it in place, which the CSP forbids: the next
      // pass, its code loaded, draws it in place.)
      const html = await renderPass(page(sheet), remaining());
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
      if (running.length === 0 && !/<!--\$[?!]-->|<template\b|<script\b/.test(html)) {
        const { api, preferences } = store.getState();
        // What the browser's cache is rebuilt from (answers and their tags): this render's subscriptions and
        // settings would only add bytes to the page, which has to fit the first round trip.
        const { queries, mutations, provided } = api;
        return {
          html,
          styles: plainStyleTags(sheet.getStyleTags()),
          icons: pageIconStyles(html),
          state: {
            api: { queries, mutations, provided },
            preferences,
            translations,
            ...(systemTheme ? { systemTheme } : {}),
          },
        };
      }
      if (pass === MAX_PASSES) throw new RenderError(`page still loading after ${MAX_PASSES} renders`);
      await withDeadline(Promise.all(running), remaining(), 'page data');
    } finally {
      sheet.seal();
    }
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page as a visitor sees it, with its data, or null when this page is rendered by the
 * browser (a remote without a Node container). Throws when it cannot (the bff then serves the page as
 * before). Renders take turns: language and the api's address are process-wide.
 */
export function render(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const result = queue.then(() => renderPage(request));
  queue = result.catch(() => undefined);
  return result;
}
