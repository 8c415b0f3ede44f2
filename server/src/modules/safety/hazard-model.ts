// The names of the hazard register (catalog/safety/models/hazard-rectify.ts) the closed loop's server code reads.
export const HAZARD_MODEL_ID = 'vm-hazard-rectify'
export const MAJOR_LEVEL = 'dd-hazardLevel-major'
/** the record state that ends the loop (catalog/safety/hazard-states.ts) */
export const CLOSED_STATE = 'closed'
export const REPORTED_STATE = 'reported'

/** a report of the same place (chainage this close) and category this recent, still open, may be the same hazard */
export const DUPLICATE_METRES = 100
export const DUPLICATE_DAYS = 7
