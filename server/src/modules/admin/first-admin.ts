// A production install (SEED_DEMO=0) starts with no user at all. On an empty database the first administrator is
// created from ADMIN_ACCOUNT / ADMIN_PASSWORD (hashed like every password, never logged), in a top organisation
// the administrator renames in the console. Without ADMIN_PASSWORD nothing is created and the start says how;
// there is never a default password.
import type { Db } from '../../db/database'
import { hashPassword, md5Hex } from '../../lib/passwords'
import { adminRepository } from './repository'

export type FirstAdminResult = 'created' | 'exists' | 'needs-password'

export const FIRST_ADMIN_HINT =
  'No administrator yet: set ADMIN_PASSWORD (8+ characters with letters and digits; ADMIN_ACCOUNT defaults to admin) and restart to create the first administrator.'

export const ROOT_ORGANIZE_ID = 'org-root'

export async function ensureFirstAdministrator(db: Db, account: string, password: string, now: number): Promise<FirstAdminResult> {
  if (await adminRepository.anyUser(db)) return 'exists'
  if (!password) return 'needs-password'
  const hash = await hashPassword(md5Hex(password))
  await db.transaction().execute(async (trx) => {
    // a concurrent first start of a second instance may have won the race
    if (await adminRepository.anyUser(trx)) return
    const organizeId = (await adminRepository.topOrganizeId(trx)) ?? ROOT_ORGANIZE_ID
    if (organizeId === ROOT_ORGANIZE_ID) await adminRepository.insertRootOrganize(trx, ROOT_ORGANIZE_ID, now)
    await adminRepository.insertAdministrator(trx, { account, passwordHash: hash, organizeId, now })
  })
  return 'created'
}
