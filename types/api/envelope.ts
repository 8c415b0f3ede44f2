// The JNPF envelope (jnpf-api.md §1.1, §1.2): every answer is {code, msg, data}; data is left out when null.

export interface ApiResult<T = unknown> {
  code: number
  msg: string
  data?: T
}

/** 200 success, 400 failure, 600 session overdue, 601 kicked off by another login, 602 token invalid (§11) */
export const ResultCode = {
  Success: 200,
  Fail: 400,
  ValidateError: 401,
  SessionOverdue: 600,
  SessionOffLine: 601,
  SessionError: 602
} as const

export const SESSION_ERROR_CODES: readonly number[] = [600, 601, 602]

export interface PaginationQuery {
  currentPage?: number
  pageSize?: number
  sort?: 'asc' | 'desc'
  sidx?: string
  keyword?: string
}

export interface PaginationVO {
  currentPage: number
  pageSize: number
  total: number
}

export interface PageList<T> {
  list: T[]
  pagination: PaginationVO
}

export interface ListVO<T> {
  list: T[]
}
