/**
 * Navigation outside React (the api client's 401 redirect). The shell registers its router's navigate;
 * until then, a full page load is the fallback.
 */
export type Navigate = (path: string) => void;

const pageLoad: Navigate = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

let current: Navigate = pageLoad;

/** Returns an unregister function (restores the page-load fallback). */
export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = pageLoad;
  };
}

export function navigateTo(path: string): void {
  current(path);
}
