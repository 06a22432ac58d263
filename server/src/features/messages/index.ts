// What other features use of the exhibitor messages: putting a message into exhibitors' bells (one company's
// letters, or one message to many boxes for the organizer's notifications) and taking it out again.
export { type NewMessage, sendMessages } from './message-store';
export { deliverMessage, withdrawMessages } from './message-delivery';
