// Self-registration as a service: what other features' tests use to put an application in the queue.
export { register } from './registration-service';
