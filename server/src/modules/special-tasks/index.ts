// The special tasks' server rules on top of their low-code records (catalog/special).
export { registerSpecialTaskHooks, DEADLINE_BEFORE_START, SIGN_BY_PASSED } from './hooks'
