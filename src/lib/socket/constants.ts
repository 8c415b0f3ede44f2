// Spec §8/§9 figures and texts of the IM socket.

/** reconnect attempts after an error or an unexpected close, counted from the last open */
export const MAX_RETRIES = 10
/** attempts from this one on are announced with a toast */
export const TOAST_FROM_RETRY = 3
export const RETRY_DELAY = 10
export const TOAST_DURATION = 1500
export const LOGOUT_DELAY = 1500

export const retryingText = (attempt: number) => `IM通讯正在连接:连接第${attempt}次！稍后...`
export const FAILED_TEXT = 'IM通讯连接失败，联系服务器管理员'
export const LOGOUT_DEFAULT_TEXT = '登录已过期'
