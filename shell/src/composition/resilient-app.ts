import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { PageAppProps } from '@fair/shared/mf/page-lifecycles';

type Lifecycle = LifeCycleFn<PageAppProps> | LifeCycleFn<PageAppProps>[] | undefined;
type Props = PageAppProps & Record<string, unknown>;

async function run(lifecycle: Lifecycle, props: Props): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await fn(props as never);
}

/** The lifecycles single-spa gets: plain functions, never arrays. */
export interface ResilientLifecycles {
  bootstrap: LifeCycleFn<PageAppProps>;
  mount: LifeCycleFn<PageAppProps>;
  unmount: LifeCycleFn<PageAppProps>;
}

export interface ErrorPanelRenderer {
  /** Draws the error panel into `element`; returns the function that removes it. */
  (element: HTMLElement, options: { error: unknown; retry: () => void }): () => void;
}

export interface ResilientAppOptions {
  /** loadRemote of the exposed module; called again on retry after a failure */
  load: (attempt: number) => Promise<LifeCycles<PageAppProps>>;
  /** the layout's content element (the application gets its own child element in it) */
  container: () => HTMLElement | null;
  renderErrorPanel: ErrorPanelRenderer;
}

/**
 * single-spa lifecycles around a remote page module that never break the shell: a module that fails to
 * load, bootstrap, mount or render is replaced by the error panel (inside the layout) with a retry, and
 * single-spa itself only ever sees a healthy application.
 */
export function createResilientApp({ load, container, renderErrorPanel }: ResilientAppOptions): ResilientLifecycles {
  let remote: LifeCycles<PageAppProps> | undefined;
  let bootstrapped = false;
  let mounted = false;
  let attempts = 0;
  let element: HTMLElement | undefined;
  let removePanel: (() => void) | undefined;
  let props: Props = {};
  /** the props the remote was mounted with (its element and error reporter), given back on unmount */
  let remoteProps: Props = {};

  const hidePanel = () => {
    removePanel?.();
    removePanel = undefined;
  };

  const unmountRemote = async () => {
    if (!mounted || !remote) return;
    mounted = false;
    await run(remote.unmount, remoteProps).catch((error: unknown) => console.error(error));
  };

  const fail = async (error: unknown) => {
    console.error(error);
    await unmountRemote();
    if (!element) return;
    hidePanel();
    removePanel = renderErrorPanel(element, { error, retry: () => void attempt() });
  };

  async function attempt(): Promise<void> {
    hidePanel();
    try {
      if (!remote) remote = await load(attempts++);
      if (!bootstrapped) {
        await run(remote.bootstrap, props);
        bootstrapped = true;
      }
      if (!element) return;
      remoteProps = { ...props, domElement: element, reportError: (error: unknown) => void fail(error) };
      mounted = true;
      await run(remote.mount, remoteProps);
    } catch (error) {
      // A module that failed to load or start is fetched afresh on retry.
      if (!bootstrapped) remote = undefined;
      await fail(error);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (mountProps) => {
      props = mountProps as unknown as Props;
      const parent = container();
      if (!parent) throw new Error(`no content element for ${String(props.name)}`);
      element = document.createElement('div');
      element.className = 'fair-page-application';
      parent.appendChild(element);
      await attempt();
    },
    unmount: async () => {
      await unmountRemote();
      hidePanel();
      element?.remove();
      element = undefined;
    },
  };
}
