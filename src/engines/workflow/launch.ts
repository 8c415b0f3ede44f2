// The workflow engine's second door, for the low-code engine: how a flow-bound model's list starts flows and shows
// task states (jnpf-forms-and-flows §3.7). Nothing behind it imports the low-code engine, so the low-code engine
// may import this while the workflow detail (index.ts) draws low-code forms; the engines never import each other in
// a circle. Everything here is also what the process centre itself uses: one FlowJsonList call, one version picker,
// one task-state wording.
export { flowBindingOf, rowFlowState, rowOpType, newRecordFlowConfig, bindingVersions, openFlowPage, type FlowBinding } from './components/form-flow/form-flow'
export { useFlowEntry, type FlowEntry, type FlowEntryOptions } from './components/form-flow/use-flow-entry'
export { FlowStateTag } from './components/form-flow/flow-state-tag'
export { VersionSheet, type VersionSheetProps } from './components/launch/version-sheet'
