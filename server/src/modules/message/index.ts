// The message centre's public surface for other modules: create (store and push) in-site messages, and the read
// receipts helpers of the modules that follow who has read them.
export { createMessage, storeMessages, pushMessages, readLinkedMessages, type NewMessage } from './service'
export { nextRemindAt, remindNotBefore, splitReceipts } from './receipts'
