// The engineering registers' server rules on top of their low-code records (catalog/engineering).
export { registerEngineeringHooks, EXPERT_REVIEW_NEEDED, PLAN_NOT_PDF, PLAN_NOT_APPROVED, PROBLEM_NEEDS_FINDINGS } from './hooks'
