// What other modules may use of the chat module: who may read a message.
export { mayReadMessage } from './service'
