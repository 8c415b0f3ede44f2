// Public surface of work messages (工作通知, issue 19): pages import from here only.
export { WorkMessageList } from './components/work-message-list'
export { WorkMessageDetailView } from './components/work-message-detail'
export { ComposeForm } from './components/compose-form'
