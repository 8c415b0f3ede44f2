// 问题库 (pitfallCustom, issue 14): the safety problem library and the custom problems proposed into it, for the thin
// pages under src/pages/apply.
export { ProposalList, type PitfallTab } from './components/proposal-list'
export { ProposalReview } from './components/proposal-review'
export { ProposalForm } from './components/proposal-form'
export { LibraryBrowser } from './components/library-browser'
export { getLibraryTree } from './api/pitfalls'
export { ProblemTreePicker } from './components/problem-tree-picker'
export { filterTree, pickedOf } from './lib/tree-pick'
