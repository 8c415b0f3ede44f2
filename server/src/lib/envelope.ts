// Success answers in the JNPF envelope (jnpf-api.md §1.1): data is left out when null or undefined.
import type { ApiResult, PageList } from '@shared/api/envelope'

export function ok<T>(data?: T, msg = 'Success'): ApiResult<T> {
  return data === undefined || data === null ? { code: 200, msg } : { code: 200, msg, data }
}

export function page<T>(list: T[], currentPage: number, pageSize: number, total: number): PageList<T> {
  return { list, pagination: { currentPage, pageSize, total } }
}
