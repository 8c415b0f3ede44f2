// WeChat's limits (wechat-platform.md §7): storage holds 10 MB in all and 1 MB per key, so an entry is one small
// key and its photos are files. The file budget follows the stricter reading of the file-system doc (10 MB of
// saved and user files for a normal mini-program; newer text says 200 MB) and leaves room for other files.

export const STORAGE_KEY_LIMIT_BYTES = 1024 * 1024
export const STORAGE_TOTAL_LIMIT_BYTES = 10 * 1024 * 1024
/** weapp: photos kept in USER_DATA_PATH/outbox at most */
export const WEAPP_PHOTO_BUDGET_BYTES = 8 * 1024 * 1024
/** H5: IndexedDB may hold far more, but a browser that evicts a site's data takes everything: stay modest */
export const H5_PHOTO_BUDGET_BYTES = 100 * 1024 * 1024

export const FULL_PHOTOS_MESSAGE = '待发送的照片已占满手机上的离线空间，请联网发送或删除待发送内容后再拍'
export const FULL_ENTRY_MESSAGE = '内容过大，无法存入待发送，请联网后提交'
export const FULL_STORAGE_MESSAGE = '手机上的离线存储已满，请联网发送或删除待发送内容'

/** bytes of `value` as UTF-8 JSON (what a storage key holds) */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? ''
  let bytes = 0
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4
      i += 1
    } else bytes += 3
  }
  return bytes
}
