// Workflow side tables: delegations, comments, signatures and common words.

/** a delegation (jnpf-api.md §6.4): type "0" launch / "1" approval; flowId comma-separated template ids, '' = all flows */
export interface FlowDelegateTable {
  id: string
  userId: string
  userName: string
  toUserId: string
  toUserName: string
  type: string
  flowId: string
  flowName: string
  flowCategory: string
  startTime: number
  endTime: number
  description: string
  /** 1 in force, 0 stopped early */
  enabledMark: number
  sortCode: number
  creatorUserId: string
  creatorTime: number
  lastModifyUserId: string
  lastModifyTime: number | null
}

/** a comment on a flow task; image and file are the JSON strings the client sends */
export interface FlowCommentTable {
  id: string
  taskId: string
  text: string
  image: string
  file: string
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}

/** a saved hand signature (data URL); at most one isDefault per user */
export interface SignImgTable { id: string; userId: string; signImg: string; isDefault: number; creatorTime: number }

/** approve-dialog phrases: commonWordsType 0 system, 1 personal (creatorUserId's own) */
export interface CommonWordsTable {
  id: string
  systemIds: string
  commonWordsText: string
  commonWordsType: number
  sortCode: number
  enabledMark: number
  creatorUserId: string
  creatorTime: number
}
