// The message centre's public surface for other modules: create (store and push) in-site messages.
export { createMessage, storeMessages, pushMessages, type NewMessage } from './service'
