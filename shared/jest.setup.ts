import { TextDecoder, TextEncoder } from 'node:util';
import * as React from 'react';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { queryClient } from './src/api/query-client';
import { connectApiClient } from './src/providers/api-connection';

// One setup for every browser-code workspace (shared, shell, the remotes).
// jsdom lacks the encoding API that react-router reads at import time, and ResizeObserver that antd's
// overlays use; jsdom does no layout, so an observer that never reports is faithful to it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}

// jsdom has no matchMedia; antd's responsive helpers read it. Answer width queries from the real window width.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*(\d+)/.exec(query);
    const minWidth = /min-width:\s*(\d+)/.exec(query);
    // only width queries are answered; any other feature (reduced motion, colour scheme) is not set
    const matches =
      (maxWidth !== null || minWidth !== null) &&
      (!maxWidth || window.innerWidth <= Number(maxWidth[1])) &&
      (!minWidth || window.innerWidth >= Number(minWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

// jsdom has no MessageChannel; antd's form batches watchers through one. A timer-backed pair keeps the
// ordering (a later macrotask) without Node's worker ports, which would keep jest from exiting.
if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other?: TimerMessagePort;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}

// What a test can observe of a page's CSS in jsdom, which lays nothing out: whether an element is hidden
// (role queries, accessible names and toBeVisible read display, visibility and opacity) and whether it
// takes a pointer (user-event reads pointer-events). jsdom matches every rule of every sheet against an
// element for each computed style, and antd puts over a thousand rules in the page, mostly sizes, colours
// and fonts: computed styles, thus role queries, cost most of a page test's time. Each sheet is cut down to
// those four properties before a style is computed from it. jsdom applies no @media rule other than
// `screen` and nothing of @keyframes, @font-face, @supports or @layer blocks, so those go too.
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events']);
const prunedSheets = new WeakSet<CSSStyleSheet>();

function pruneRules(rules: CSSRuleList, deleteRule: (index: number) => void) {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if ('selectorText' in rule) {
      const { style } = rule as CSSStyleRule;
      for (const property of Array.from(style)) if (!OBSERVED.has(property)) style.removeProperty(property);
      if (style.length === 0) deleteRule(index);
    } else if ('media' in rule && Array.from((rule as CSSMediaRule).media).includes('screen')) {
      const media = rule as CSSMediaRule;
      pruneRules(media.cssRules, (inner) => media.deleteRule(inner));
      if (media.cssRules.length === 0) deleteRule(index);
    } else {
      deleteRule(index);
    }
  }
}

function pruneStyleSheets() {
  for (const sheet of Array.from(document.styleSheets)) {
    if (prunedSheets.has(sheet)) continue;
    prunedSheets.add(sheet);
    pruneRules(sheet.cssRules, (index) => sheet.deleteRule(index));
  }
}

// jsdom implements getComputedStyle without pseudo-elements and logs an error when antd's modal measures
// the scrollbar through `::-webkit-scrollbar`; answer with the element's own style as browsers would
// for a pseudo-element without rules.
if (typeof window !== 'undefined') {
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => {
    pruneStyleSheets();
    return elementStyle(element);
  };
}

// A CI machine with two cores runs two jest workers beside each other; antd screens in jsdom then take
// seconds to settle. findBy/waitFor still fail on a screen that never shows the text, only later.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// The page's one query client is a module singleton: a test starts with an empty cache, never with the
// answers an earlier test of the file was given (shown at once while the refetch runs).
afterEach(() => queryClient.clear());

// As the shell and a remote's standalone page do at start: the api client reads the session and the language.
connectApiClient();

// React's development build captures a stack trace for every element it creates (owner stacks for its
// warnings): an Error per element, about a tenth of a page test's time. Reporting the count as spent keeps
// it from capturing; warnings still name the component, without the owner's stack.
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set: () => undefined });
