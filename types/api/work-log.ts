// The daily work log (工作日志, issue 19): shared between server/src/modules/work-log and src/features/work-log.

/** the modelId of a system message's RecordLinkBody about a work log: the app opens the log */
export const WORK_LOG_LINK_MODEL = 'workLog'

/** a log may be changed by its author within this many days of its date */
export const WORK_LOG_EDIT_DAYS = 7

export const WORK_LOG_WEATHERS = ['晴', '多云', '阴', '小雨', '中雨', '大雨', '暴雨', '雪', '雾', '大风'] as const

export interface WorkLogFile { name: string; url: string }

export interface WorkLogCard {
  id: string
  logDate: string
  weather: string
  done: string
  authorName: string
  shared: boolean
  photoCount: number
  commentCount: number
}

export interface WorkLogComment { id: string; userName: string; content: string; createdAt: number }

export interface WorkLogDetail extends WorkLogCard {
  projectId: string
  userId: string
  problems: string
  plan: string
  photos: WorkLogFile[]
  managerName: string
  comments: WorkLogComment[]
  /** mine and within WORK_LOG_EDIT_DAYS of its date */
  editable: boolean
  /** I am the manager it is shared with */
  mayComment: boolean
  createdAt: number
  updatedAt: number
}

export interface WorkLogForm {
  projectId: string
  logDate: string
  weather?: string
  done: string
  problems?: string
  plan?: string
  photos?: WorkLogFile[]
  shared?: boolean
}
