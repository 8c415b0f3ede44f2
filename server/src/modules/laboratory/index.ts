// Public surface of the laboratory module: its routes, the limits check and the change record's hash (the seed
// writes its demo batches through the same rules).
export { laboratoryRoutes } from './routes'
export { passes, limitText } from './limits'
export { changeHash, stateOf } from './verdict'
export { pointLimits } from './ledger-limits'
export { registerLabFlowHooks } from './flow-hooks'
