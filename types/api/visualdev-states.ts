// Record states (our own endpoints beside OnlineDev, issue 10): a model may declare states and the moves between
// them. GET /api/visualdev/OnlineDev/{modelId}/{id}/States answers the record's state, the moves the caller may make
// now and the timeline; POST .../{id}/Actions/Transition makes a move.

/** one state of a model: code, the name users see, the tag colour; a final state ends the record's loop */
export interface RecordStateOption {
  code: string
  name: string
  /** a CSS colour for the state tag */
  colour: string
  final: boolean
}

/** a photo of a move, as the uploader answers it */
export interface RecordMovePhoto {
  fileId: string
  url: string
  name: string
}

/** what a move asks of whoever makes it */
export interface RecordTransitionNeeds {
  /** record fields that must be filled; the move may carry their values in `data` */
  fields: { field: string; label: string }[]
  /** at least this many photos (0 = none asked) */
  photos: number
  photosLabel: string
  opinion: boolean
  opinionLabel: string
  signature: boolean
}

export interface RecordTransitionVO {
  code: string
  name: string
  to: string
  toName: string
  needs: RecordTransitionNeeds
}

export interface RecordMoveVO {
  id: string
  transition: string
  transitionName: string
  fromState: string
  fromName: string
  toState: string
  toName: string
  userId: string
  /** "name/account" */
  userName: string
  /** ms */
  createdAt: number
  opinion: string
  photos: RecordMovePhoto[]
  signImg: string
}

export interface RecordCurrentState extends RecordStateOption {
  /** ms */
  enteredAt: number
  /** ms; null when the record has no due time in this state */
  dueAt: number | null
  overdue: boolean
}

export interface RecordStatesVO {
  current: RecordCurrentState
  /** the moves the caller may make now */
  transitions: RecordTransitionVO[]
  /** every move, oldest first */
  timeline: RecordMoveVO[]
}

/** body of POST .../{id}/Actions/Transition */
export interface RecordTransitionForm {
  transition: string
  opinion?: string
  photos?: RecordMovePhoto[]
  /** a PNG/JPEG data URL from the signature pad, or an uploaded image of this server */
  signImg?: string
  /** values of the fields the move asks for (its needs.fields), written to the record with the move */
  data?: Record<string, unknown>
}

/** what a list row of a model with states carries besides its fields */
export interface RecordStateColumns {
  recordState: string
  recordStateName: string
  overdue: boolean
}
