import { confirmLeave, hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';

interface BeforeRoutingDetail {
  cancelNavigation?: (cancel: boolean | Promise<boolean>) => void;
}

/**
 * SPEC §2 leave-page warning for every in-page navigation — the browser's back button, a remote's own
 * links, the shell's menu: single-spa sees them all (it patches the History API) and lets a listener
 * cancel. After a cancel, single-spa restores the URL without a popstate, so the routers are told here.
 */
export function installLeaveGuard(target: Window = window): () => void {
  const onBeforeRouting = (event: Event) => {
    const { cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail ?? {};
    if (!cancelNavigation || !hasUnsavedChanges()) return;
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
