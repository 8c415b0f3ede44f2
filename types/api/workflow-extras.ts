// Around the flow engine (jnpf-api.md §6.4): delegations, task comments, saved hand signatures and the approve
// dialog's common phrases. Field names follow JNPF 3.6 exactly (FlowDelegatListVO, FlowCommentListVO, SignListVO,
// CommonWordsVO). Times are epoch milliseconds.

/** "0" launch delegation (the delegate may launch for me), "1" approval delegation (my to-dos go to the delegate) */
export type FlowDelegateType = '0' | '1'

/** POST / PUT /api/workflow/Engine/FlowDelegate body (FlowDelegateCrForm) */
export interface FlowDelegateCrForm {
  /** the delegator; defaults to the caller, only an administrator may name someone else */
  userId?: string
  userName?: string
  toUserId: string
  toUserName?: string
  type: FlowDelegateType
  description?: string
  startTime: number
  endTime: number
  /** comma-separated flow template ids; empty = every flow */
  flowId?: string
  flowName?: string
  flowCategory?: string
}

/** GET /api/workflow/Engine/FlowDelegate query: myOrDelagateToMe "1" mine (default), "2" delegated to me */
export interface FlowDelegatePagination {
  currentPage?: number
  pageSize?: number
  keyword?: string
  myOrDelagateToMe?: '1' | '2'
}

/** list item (FlowDelegatListVO) and GET /{id} (FlowDelegateInfoVO) */
export interface FlowDelegateVO {
  id: string
  type: FlowDelegateType
  userId: string
  userName: string
  toUserId: string
  toUserName: string
  description: string
  startTime: number
  endTime: number
  flowId: string
  flowName: string
  flowCategory: string
  /** 1 in force or waiting to start, 0 stopped or ended */
  enabledMark: number
  /** 0 not started yet, 1 in force, 2 ended or stopped: what the list shows as its status tag */
  status: 0 | 1 | 2
  creatorTime: number
}

/** GET /FlowDelegate/userList?flowId and candidate-like user rows (FlowCandidateUserModel) */
export interface FlowDelegateUserVO {
  id: string
  /** "realName/account" */
  fullName: string
  headIcon: string
  organize: string
}

/** GET/POST /api/workflow/Engine/FlowComment (FlowCommentForm / FlowCommentListVO) */
export interface FlowCommentForm {
  taskId: string
  text?: string
  /** JSON string of image upload descriptors */
  image?: string
  /** JSON string of file upload descriptors */
  file?: string
}

export interface FlowCommentVO {
  id: string
  taskId: string
  text: string
  image: string
  file: string
  creatorUserId: string
  /** "realName/account" */
  creatorUser: string
  creatorUserHeadIcon: string
  creatorTime: number
  /** true for the caller's own comments: only the author may delete */
  isDel: boolean
}

/** GET /api/permission/Users/Current/SignImg item (SignListVO) */
export interface SignImgVO {
  id: string
  /** a data URL */
  signImg: string
  isDefault: 0 | 1
  creatorTime: number
}

/** POST /api/permission/Users/Current/SignImg body (SignForm) */
export interface SignImgForm {
  signImg: string
  isDefault?: 0 | 1
}

/** /api/system/CommonWords (CommonWordsVO): commonWordsType 0 system, 1 personal */
export interface CommonWordsVO {
  id: string
  systemNames: string
  commonWordsText: string
  commonWordsType: 0 | 1
  sortCode: number
  enabledMark: number
}

export interface CommonWordsForm {
  commonWordsText: string
  /** 1 personal (default); 0 system, administrators only */
  commonWordsType?: 0 | 1
  sortCode?: number
  enabledMark?: 0 | 1
}
