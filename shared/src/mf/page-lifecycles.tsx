import { Component, Suspense, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRoutes, RouteDef } from '../contracts/routes';
import { AppProviders } from '../providers/app-providers';
import { registerNamespace } from '../i18n/i18n';
import type { NamespaceResources } from '@fair/locales/messages';

/** What the shell passes to every page application it mounts (single-spa custom props). */
export interface PageAppProps {
  /** The shell replaces the page with its error panel (with retry) inside the layout. */
  reportError?: (error: unknown) => void;
}

export type PageLoader = () => Promise<{ default: ComponentType<{ route: RouteDef }> }>;

export interface PageLifecyclesOptions {
  remote: RemoteRoutes;
  /** exposed module these lifecycles belong to, e.g. "./app" */
  module: string;
  /** pages built so far, by route path; other routes of the module render `fallbackPage` */
  pages: Partial<Record<string, PageLoader>>;
  /** the "not available yet" notice */
  fallbackPage: ComponentType<{ route: RouteDef }>;
  /**
   * The remote's messages, loaded by the remote's own code so they come from its own build: this module
   * is a shared singleton (the shell's copy runs), and a new release of a remote brings its own texts.
   */
  loadMessages: () => Promise<NamespaceResources>;
  /** namespaces of shared screens the remote's pages use (e.g. `admin-users`), loaded the same way */
  sharedMessages?: Record<string, () => Promise<NamespaceResources>>;
}

async function registerMessages(options: PageLifecyclesOptions): Promise<void> {
  const shared = Object.entries(options.sharedMessages ?? {});
  const [own, ...others] = await Promise.all([options.loadMessages(), ...shared.map(([, load]) => load())]);
  registerNamespace(options.remote.namespace, own);
  shared.forEach(([namespace], index) => registerNamespace(namespace, others[index]));
}

interface BoundaryProps extends PageAppProps {
  children: ReactNode;
}

/** Render errors go to the shell's panel; standalone (no shell) they are rethrown to the dev overlay. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.reportError) this.props.reportError(error);
    else console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function pageElement(route: RouteDef, options: PageLifecyclesOptions): ReactNode {
  const loader = options.pages[route.path];
  const Page = loader ? lazy(loader) : options.fallbackPage;
  return (
    <Suspense fallback={null}>
      <Page route={route} />
    </Suspense>
  );
}

/**
 * single-spa lifecycles of one exposed page module: the module's routes under one router, inside the
 * shared providers (one i18n instance, one session store, the same antd theme as every other root).
 */
export function createPageLifecycles(options: PageLifecyclesOptions) {
  const routes = options.remote.routes.filter((route) => route.module === options.module && !route.external);
  const elements = routes.map((route) => <Route key={route.path} path={route.path} element={pageElement(route, options)} />);

  function PageRoot(props: PageAppProps) {
    return (
      <PageErrorBoundary reportError={props.reportError}>
        <AppProviders>
          <BrowserRouter>
            <Routes>{elements}</Routes>
          </BrowserRouter>
        </AppProviders>
      </PageErrorBoundary>
    );
  }

  const react = singleSpaReact<PageAppProps>({
    React,
    ReactDOMClient,
    rootComponent: PageRoot,
    suppressComponentDidCatchWarning: true,
  });

  return {
    bootstrap: [() => registerMessages(options), react.bootstrap],
    mount: react.mount,
    unmount: react.unmount,
    update: react.update,
  };
}
