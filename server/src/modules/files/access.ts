// Who may read a stored file: what it belongs to decides, not knowing its name. The uploader; anyone signed in for a
// file that is public by its use (someone's current avatar, the login page's icons); and whoever may read a record,
// flow task or chat message that holds it (file_ref). A record, task or message may only take up files its writer may
// read, so holding a file in something you can read never reaches a file you could not read before.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { mayReadMessage } from '../im'
import { configIcons, readSysConfig } from '../system/sys-config'
import { userRepository, type UserRow } from '../users/repository'
import { mayReadFilling } from '../progress'
import { mayReadTaskItem } from '../tasks'
import { mayReadOrder } from '../supervision-orders'
import { mayReadMeeting } from '../supervision-meetings'
import { mayReadVisit } from '../key-inspections'
import { mayReadFace, mayReadPunch } from '../attendance'
import { mayReadProposal } from '../pitfalls'
import { mayReadWorkMessage } from '../work-messages'
import { mayReadWorkLog } from '../work-log'
import { mayReadInspection } from '../processes'
import { mayReadRecordById } from '../visualdev'
import { mayReadDocument } from '../documents'
import { mayReadRebarCount } from '../rebar'
import { mayReadTaskById } from '../workflow/read'
import { parseFileUrl, type FileKey } from './links'
import { fileRefRepository, uploadRepository, type FileOwnerKind } from './repository'
import { isStored } from './storage'

/** one answer whether the file is missing or someone else's, so names reveal nothing */
export const NO_FILE = '文件不存在或无权访问'

type OwnerCheck = (ctx: AppContext, user: UserRow, ownerId: string) => Promise<boolean>

// lambdas, not the functions themselves: those modules import this one, so their exports are read at call time
const OWNERS: Record<FileOwnerKind, OwnerCheck> = {
  // a task's form lives in its record (same id): the flow's participants read it as well as the record's readers
  record: async (ctx, user, id) => (await mayReadRecordById(ctx, user, id)) || mayReadTaskById(ctx, user, id),
  task: (ctx, user, id) => mayReadTaskById(ctx, user, id),
  im: (ctx, user, id) => mayReadMessage(ctx, user, id),
  // the photos and signatures of a record's state moves (owner id = the record): the record's readers see its timeline
  recordMove: (ctx, user, id) => mayReadRecordById(ctx, user, id),
  // the site photos of a day's progress filling: the members of its contract section
  progressFilling: (ctx, user, id) => mayReadFilling(ctx, user, id),
  // a task centre task's attachments and the photos of its progress reports: the task's readers
  taskItem: (ctx, user, id) => mayReadTaskItem(ctx, user, id),
  // the photos of a field-service punch: its author and whoever sees everyone's punches of its section
  attendancePunch: (ctx, user, id) => mayReadPunch(ctx, user, id),
  // the photos of a key inspection visit: the members of its section
  keyInspectionVisit: (ctx, user, id) => mayReadVisit(ctx, user, id),
  // a worker's face enrolment photo: the worker and whoever sees everyone's punches of his section
  attendanceFace: (ctx, user, id) => mayReadFace(ctx, user, id),
  // the photos of a custom problem proposed into the problem library: whoever may read the proposal
  problemProposal: (ctx, user, id) => mayReadProposal(ctx, user, id),
  // a supervision order's photos, signatures and replies: the order's readers
  supervisionOrder: (ctx, user, id) => mayReadOrder(ctx, user, id),
  // a work message's attachments: its sender and recipients; a work log's photos: its author and his manager
  workMessage: (ctx, user, id) => mayReadWorkMessage(ctx, user, id),
  workLog: (ctx, user, id) => mayReadWorkLog(ctx, user, id),
  // a supervision meeting's photos: the meeting's readers
  supervisionMeeting: (ctx, user, id) => mayReadMeeting(ctx, user, id),
  // a process inspection request's photos and attachments: the section's members
  processInspection: (ctx, user, id) => mayReadInspection(ctx, user, id),
  // a standard, knowledge item or drawing: whoever may read the document (a project's to its members)
  document: (ctx, user, id) => mayReadDocument(ctx, user, id),
  // a rebar count's photo: the members of its contract section
  rebarCount: (ctx, user, id) => mayReadRebarCount(ctx, user, id)
}

/** files shown to people who are not signed in or do not own them: avatars and the login page's icons */
export async function isPublicFile(ctx: AppContext, key: FileKey): Promise<boolean> {
  if (key.type === 'userAvatar' && (await userRepository.isAvatar(ctx.db, key.name))) return true
  const icons = configIcons(await readSysConfig(ctx.db))
  return icons.some((url) => {
    const p = parseFileUrl(url)
    return p !== null && p.key.type === key.type && p.key.name === key.name
  })
}

export async function mayReadFile(ctx: AppContext, user: UserRow, key: FileKey): Promise<boolean> {
  if ((await uploadRepository.uploaderOf(ctx.db, key.type, key.name)) === user.id) return true
  if (await isPublicFile(ctx, key)) return true
  for (const ref of await fileRefRepository.ownersOf(ctx.db, key.type, key.name)) {
    const check = OWNERS[ref.ownerKind as FileOwnerKind]
    if (check && (await check(ctx, user, ref.ownerId))) return true
  }
  return false
}

/** passes when the file exists and the user may read it; otherwise the one refusal */
export async function readableFile(ctx: AppContext, user: UserRow, key: FileKey): Promise<void> {
  if (!(await isStored(ctx.store, key.type, key.name)) || !(await mayReadFile(ctx, user, key))) throw new BadRequest(NO_FILE)
}

const keyId = (k: FileKey) => `${k.type}/${k.name}`

/**
 * Before a record, task or message takes up files: each must be one the writer may read, or one the owner held
 * already (`held`, e.g. the record before this edit). A name that is no file at all refers to nothing and passes.
 * Answers the files to remember as the owner's.
 */
export async function claimFiles(ctx: AppContext, user: UserRow, keys: FileKey[], held: FileKey[] = []): Promise<FileKey[]> {
  const before = new Set(held.map(keyId))
  const claimed = new Map<string, FileKey>()
  for (const key of keys) {
    const id = keyId(key)
    if (claimed.has(id)) continue
    if (!(await isStored(ctx.store, key.type, key.name))) continue
    if (!before.has(id) && !(await mayReadFile(ctx, user, key))) throw new BadRequest(`${NO_FILE}，请重新上传`)
    claimed.set(id, key)
  }
  return [...claimed.values()]
}
