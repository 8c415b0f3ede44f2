// How a domain declares the states of a model's records (its catalogue folder, CatalogModule.recordStates): the
// states, the initial one, the moves between them (who may make each, what each asks for) and an optional due rule
// that flags overdue records.

export interface StateDef {
  code: string
  name: string
  /** the tag colour, a CSS colour */
  colour: string
  /** a final state ends the loop: no due time, never overdue */
  final?: boolean
}

/** who may make a move: any one of these suffices */
export interface TransitionWho {
  /** role enCodes (base_role.f_en_code) of the caller's enabled roles */
  roles?: string[]
  /** the user who created the record */
  creator?: boolean
  /** fields (userSelect, usersSelect, createUser) whose value names the caller */
  userFields?: string[]
}

/** what a move asks for; each missing one refuses the move with a message naming it */
export interface TransitionNeeds {
  /** record fields that must be filled once the move's `data` is applied */
  fields?: string[]
  /** at least this many photos on the move */
  photos?: number
  /** what the photos are called in messages and on the sheet (照片) */
  photosLabel?: string
  opinion?: boolean
  /** what the opinion is called (意见): refusals read 请填写<opinionLabel> */
  opinionLabel?: string
  signature?: boolean
}

export interface TransitionDef {
  code: string
  name: string
  from: string[]
  to: string
  who: TransitionWho
  needs?: TransitionNeeds
  /** an upload field of the record that the move's photos are added to, so the form shows them too */
  photosField?: string
}

/**
 * When a record falls due: the end of the day a date `field` holds, or `days` after it entered its state. Applies in
 * `states` (every state not final when not given).
 */
export interface DueRule {
  field?: string
  days?: number
  states?: string[]
}

export interface RecordStatesDef {
  /** the model's id or enCode */
  model: string
  states: StateDef[]
  initial: string
  transitions: TransitionDef[]
  due?: DueRule
}
