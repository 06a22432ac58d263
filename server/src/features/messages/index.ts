// What other features use of the exhibitor messages: putting a message into exhibitors' bells.
export { type NewMessage, sendMessages } from './message-store';
