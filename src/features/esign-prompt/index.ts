// Public surface of the batch-sign prompt (spec §4): the check after login and on the socket's GetHandSignUrl. Kept
// apart from the e-signature screens (@/features/esign), which live in the subpackages.
export { checkBatchSignPrompt, promptAfterLogin, promptWanted, loadRoleSign, __resetPrompt } from './lib/prompt'
export { installESignHandlers, uninstallESignHandlers } from './lib/handlers'
