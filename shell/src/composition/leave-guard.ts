import { confirmLeave, hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';

interface BeforeRoutingDetail {
  cancelNavigation?: (cancel: boolean | Promise<boolean>) => void;
  oldUrl?: string;
  newUrl?: string;
}

/**
 * SPEC §2 leave-page warning for every in-page navigation — the browser's back button, a remote's own
 * links, the shell's menu: single-spa sees them all (it patches the History API) and lets a listener
 * cancel. After a cancel, single-spa restores the URL without a popstate, so the routers are told here.
 */
export function installLeaveGuard(target: Window = window): () => void {
  const onBeforeRouting = (event: Event) => {
    const { cancelNavigation, oldUrl, newUrl } = (event as CustomEvent<BeforeRoutingDetail>).detail ?? {};
    // single-spa fires the same event when it only re-evaluates the pages (the user info came back, a remote
    // registered): the location stays, so nothing is left and nobody is asked
    if (!cancelNavigation || oldUrl === newUrl || !hasUnsavedChanges()) return;
    cancelNavigation(
      confirmLeave().then((leave) => {
        if (!leave) setTimeout(() => target.dispatchEvent(new PopStateEvent('popstate', { state: target.history.state })));
        return !leave;
      }),
    );
  };
  target.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => target.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
