import { TextDecoder, TextEncoder } from 'node:util';
import '../shared/jest.setup';

// jsdom lacks the encoding API that react-router reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
