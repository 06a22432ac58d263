// Self-registration: what other features' tests use to put an application in the queue.
export { register } from './self-registration';
