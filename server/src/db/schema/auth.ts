// Auth tables: tokens, login tickets, SMS codes and linked social accounts.

export interface TokenTable {
  /** sha256 of the token; the token itself is never stored */
  id: string
  userId: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
  origin: string
}

/** kind qr (scan login) | wechat (pending WeChat binding, value = openid) */
export interface LoginTicketTable { id: string; kind: string; status: number; value: string; expiresAt: number }

export interface SmsCodeTable { mobile: string; code: string; sentAt: number; expiresAt: number; attempts: number }

export interface SocialUserTable {
  id: string
  userId: string
  socialType: string
  socialId: string
  socialName: string
  createdAt: number
}

/** login failures (migration 018): account '' counts a client's failures on every account, client '' an account's on every client */
export interface LoginFailureTable { account: string; client: string; failures: number; firstAt: number; lockedUntil: number }

/** a cached WeChat credential and the lease of the instance fetching it (migration 025) */
export interface WechatCredentialTable { cacheKey: string; value: string; expiresAt: number; lockOwner: string; lockUntil: number }
/** a per-client limit's hits in its current window (migration 030; lib/rate-limit, when no Redis counts them) */
export interface RateCounterTable { key: string; hits: number; resetsAt: number }
