// jsdom lacks the encoding API react-router reads at import time; imported first by the tests here.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
