// Saved hand signatures (/api/permission/Users/Current/SignImg, base_sign_img): the approve dialog reuses them and
// CurrentUser's userInfo.signImg is the default one. A user always has exactly one default while any are saved.
import type { SignImgForm, SignImgVO } from '@shared/api/workflow-extras'
import type { AppContext } from '../../context'
import type { SignImgTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import type { UserRow } from '../users/repository'
import { signImgRepository } from './repository'

/** what a signature pad produces; anything else (a URL, script, another format) is refused */
const DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
/** a phone-screen signature as a PNG is a few dozen kB; the engine takes up to 400k characters with an approval, so the saved one fits it */
export const MAX_SIGN_CHARS = 400_000
export const MAX_SIGNS_PER_USER = 20

const vo = (r: SignImgTable): SignImgVO => ({
  id: r.id, signImg: r.signImg, isDefault: Number(r.isDefault) === 1 ? 1 : 0, creatorTime: Number(r.creatorTime)
})

export async function listSignImgs(ctx: AppContext, me: UserRow): Promise<SignImgVO[]> {
  return (await signImgRepository.listOf(ctx.db, me.id)).map(vo)
}

export function checkSignImg(signImg: string): string {
  const s = signImg.trim()
  if (!s) throw new BadRequest('签名不能为空')
  if (s.length > MAX_SIGN_CHARS) throw new BadRequest('签名图片过大')
  if (!DATA_URL.test(s)) throw new BadRequest('签名格式不正确，应为 data:image/png;base64 图片')
  return s
}

export async function addSignImg(ctx: AppContext, me: UserRow, form: SignImgForm): Promise<string> {
  const signImg = checkSignImg(form.signImg)
  return ctx.db.transaction().execute(async (trx) => {
    const count = await signImgRepository.countOf(trx, me.id)
    if (count >= MAX_SIGNS_PER_USER) throw new BadRequest(`最多保存 ${MAX_SIGNS_PER_USER} 个签名，请先删除不用的签名`)
    const id = newId()
    // the first signature is the default whatever the client asked: userInfo.signImg must never point at nothing
    const makeDefault = Number(form.isDefault) === 1 || count === 0
    await signImgRepository.insert(trx, { id, userId: me.id, signImg, isDefault: 0, creatorTime: ctx.clock.now() })
    if (makeDefault) await signImgRepository.setDefault(trx, me.id, id)
    return id
  })
}

export async function setDefaultSignImg(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await signImgRepository.findOwn(trx, me.id, id))) throw new BadRequest('签名不存在')
    await signImgRepository.setDefault(trx, me.id, id)
  })
}

export async function deleteSignImg(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await signImgRepository.findOwn(trx, me.id, id)
    if (!row || !(await signImgRepository.deleteOwn(trx, me.id, id))) throw new BadRequest('签名不存在')
    if (Number(row.isDefault) !== 1) return
    // the newest remaining signature takes over as the default
    const next = await signImgRepository.newestOf(trx, me.id)
    if (next) await signImgRepository.setDefault(trx, me.id, next.id)
  })
}

/** the default signature's data URL, '' when none is saved (CurrentUser userInfo.signImg) */
export async function defaultSignImg(ctx: AppContext, userId: string): Promise<string> {
  return (await signImgRepository.defaultOf(ctx.db, userId))?.signImg ?? ''
}
