/**
 * The one feedback channel of non-React code (api client, session actions). The providers bind it to
 * antd's App message and modal APIs; tests bind a recorder. Bindings stack, so a root that unmounts
 * hands feedback back to the root mounted before it.
 */
export interface ConfirmOptions {
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

export interface Notifier {
  error(content: string, durationSeconds?: number): void;
  warning(content: string, durationSeconds?: number): void;
  success(content: string, durationSeconds?: number): void;
  info(content: string, durationSeconds?: number): void;
  /** resolves true when the user confirms */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

/** Before any root is mounted: the console and the browser's own confirm dialog. */
const platformNotifier: Notifier = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  success: (content) => console.info(content),
  info: (content) => console.info(content),
  confirm: async ({ content }) => (typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm(content) : false),
};

const bindings: Notifier[] = [];

/** Returns the unbind function. */
export function bindNotifier(notifier: Notifier): () => void {
  bindings.push(notifier);
  return () => {
    const index = bindings.lastIndexOf(notifier);
    if (index >= 0) bindings.splice(index, 1);
  };
}

export function notifier(): Notifier {
  return bindings[bindings.length - 1] ?? platformNotifier;
}
