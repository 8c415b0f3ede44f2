// Public surface of early warnings (预警管理, issue 14): pages import from here only.
export { WarningList } from './components/warning-list'
export { WarningDetailView } from './components/warning-detail'
export { IssueForm } from './components/issue-form'
