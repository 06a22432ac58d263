// The public entry of check-in for other features: the /m pages ask whether a visitor provider serves them.
export { visitorProviders } from './visitor-identity';
