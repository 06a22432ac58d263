import { TextDecoder, TextEncoder } from 'node:util';
import '../shared/jest.setup';

// jsdom lacks the encoding API that react-router reads at import time, and ResizeObserver that antd's
// overlays use; jsdom does no layout, so an observer that never reports is faithful to it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}
// rc-component schedules macrotasks through MessageChannel, which jsdom lacks; a timer is the same kind of task.
if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, {
    MessageChannel: class {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
    },
  });
}
