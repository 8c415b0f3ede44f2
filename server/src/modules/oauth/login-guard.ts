// Who may try a password, and what a wrong one costs. Wrong passwords are counted three ways within lockTime minutes
// of the first (login_failure): per account on one client, per client over every account, per account over every
// client. The cost falls on the guessing client wherever it can be told apart:
// - an account on one client: after LOGIN_CAPTCHA_AFTER failures that client needs the image captcha for it, after
//   passwordErrorsNumber it is locked out of that account for lockTime minutes; the account works from anywhere else;
// - a client trying many accounts: after passwordErrorsNumber x 2 failures every login from it needs the captcha;
// - an account guessed from many clients: after passwordErrorsNumber failures it needs the captcha everywhere, so the
//   guessing stops being automatic while the real user still gets in.
// Accounts are counted as typed whether they exist or not, so none of this tells anyone which accounts exist.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { configInt, readSysConfig } from '../system/sys-config'
import { loginFailureRepository, type FailureKey } from './repository'

export interface LoginAttempt {
  /** what the client typed; compared case-insensitively */
  account: string
  /** the client's address (X-Forwarded-For only behind a trusted proxy) */
  ip: string
}

interface Policy { limit: number; lockMs: number; captchaAfter: number; clientCaptchaAfter: number }

async function policyOf(ctx: AppContext): Promise<Policy> {
  const cfg = await readSysConfig(ctx.db)
  const limit = configInt(cfg, 'passwordErrorsNumber', 5, 1)
  return {
    limit,
    lockMs: configInt(cfg, 'lockTime', 10, 1) * 60_000,
    captchaAfter: Math.min(ctx.config.loginCaptchaAfter, limit),
    clientCaptchaAfter: Math.max(ctx.config.loginCaptchaAfter, limit * 2)
  }
}

function keysOf(a: LoginAttempt): { pair: FailureKey; client: FailureKey; account: FailureKey } {
  const account = a.account.trim().toLowerCase().slice(0, 100)
  const client = (a.ip || 'unknown').slice(0, 64)
  return { pair: { account, client }, client: { account: '', client }, account: { account, client: '' } }
}

/** one message for an unknown account and a wrong password */
export const WRONG_CREDENTIALS = '账户或密码错误'

const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))

export const lockedMessage = (ms: number) => `密码错误次数过多，请${minutesLeft(ms)}分钟后再试`

export interface Gate {
  /** the image captcha must come with this attempt */
  captcha: boolean
}

/** before the password is looked at: refuses a locked client-account pair, and says whether a captcha is needed */
export async function loginGate(ctx: AppContext, attempt: LoginAttempt): Promise<Gate> {
  const p = await policyOf(ctx)
  const now = ctx.clock.now()
  const k = keysOf(attempt)
  const rows = await loginFailureRepository.find(ctx.db, [k.pair, k.client, k.account])
  const live = (key: FailureKey) => {
    const r = rows.find((x) => x.account === key.account && x.client === key.client)
    return r && Number(r.firstAt) > now - p.lockMs ? r : undefined
  }
  const pairRow = rows.find((x) => x.account === k.pair.account && x.client === k.pair.client)
  if (pairRow && Number(pairRow.lockedUntil) > now) throw new BadRequest(lockedMessage(Number(pairRow.lockedUntil) - now))
  const count = (key: FailureKey) => Number(live(key)?.failures ?? 0)
  return {
    captcha: count(k.pair) >= p.captchaAfter || count(k.client) >= p.clientCaptchaAfter || count(k.account) >= p.limit
  }
}

let lastPurge = 0

export const CAPTCHA_NEEDED = '请输入验证码'

/**
 * Claims one try before the password is looked at, on all three counts, each in one statement, so a burst of parallel
 * guesses cannot all slip past the captcha and the lock: a try that goes over a captcha threshold without a captcha
 * is handed back and refused, one past the limit is refused as locked. Answers the pair's count.
 */
export async function claimTry(ctx: AppContext, attempt: LoginAttempt, captchaChecked: boolean): Promise<number> {
  const p = await policyOf(ctx)
  const now = ctx.clock.now()
  const windowStart = now - p.lockMs
  const k = keysOf(attempt)
  const count = async (key: FailureKey) => Number((await loginFailureRepository.hit(ctx.db, key, now, windowStart)).failures)
  const pair = await count(k.pair)
  const onClient = await count(k.client)
  const onAccount = await count(k.account)
  const giveBack = async (keys: FailureKey[]) => { for (const key of keys) await loginFailureRepository.giveBack(ctx.db, key) }
  // the captcha first: a try without one is handed back whatever the count, so parallel tries cannot run it up
  if (!captchaChecked && (pair > p.captchaAfter || onClient > p.clientCaptchaAfter || onAccount > p.limit)) {
    await giveBack([k.pair, k.client, k.account])
    throw new BadRequest(CAPTCHA_NEEDED)
  }
  if (pair > p.limit) {
    await giveBack([k.client, k.account])
    throw new BadRequest(lockedMessage(p.lockMs))
  }
  // stale counts go now and then, not on every try
  if (now - lastPurge > 60_000) {
    lastPurge = now
    await loginFailureRepository.purge(ctx.db, windowStart, now)
  }
  return pair
}

/**
 * after a wrong password (or an unknown account), whose try claimTry counted: locks the pair when this client has now
 * used up its tries on the account. Answers the refusal to give, the same for known and unknown accounts.
 */
export async function loginFailed(ctx: AppContext, attempt: LoginAttempt, pairCount: number): Promise<BadRequest> {
  const p = await policyOf(ctx)
  if (pairCount < p.limit) return new BadRequest(WRONG_CREDENTIALS)
  await loginFailureRepository.lock(ctx.db, keysOf(attempt).pair, ctx.clock.now() + p.lockMs)
  return new BadRequest(lockedMessage(p.lockMs))
}

/** a successful login was no failure: the pair's count goes, the client's and the account's take this try back */
export async function loginSucceededFrom(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  const k = keysOf(attempt)
  await loginFailureRepository.clear(ctx.db, k.pair)
  await loginFailureRepository.giveBack(ctx.db, k.client)
  await loginFailureRepository.giveBack(ctx.db, k.account)
}

/** whether the captcha is asked for before this attempt is even made (getConfig/{account}) */
export async function captchaWanted(ctx: AppContext, attempt: LoginAttempt): Promise<boolean> {
  try {
    return (await loginGate(ctx, attempt)).captcha
  } catch {
    // locked out of this account: the captcha will not help, but asking for it gives nothing away
    return true
  }
}

/** an administrator's unlock: every count and lock of the account, on every client; answers whether there were any */
export async function clearAccountFailures(ctx: AppContext, account: string): Promise<boolean> {
  return (await loginFailureRepository.clearAccount(ctx.db, account.trim().toLowerCase())) > 0
}
