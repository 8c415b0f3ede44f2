// The provider's callback (法大大 posts form-encoded bizContent with X-FASC-* headers signed like our calls): once a
// sign task is finished, its signed PDF is fetched, stored and hashed, and the signer's app told to reload.
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { providerOf } from './providers/provider'
import { esignRepository as repo } from './repository'
import { handSignDone } from './notify'
import { audit, finishSigned } from './sign-service'

const FINISHED = new Set(['sign-task-finished', 'sign-task-signed'])
const FAILED = new Set(['sign-task-canceled', 'sign-task-abolished', 'sign-task-expired', 'sign-task-signed-failed'])

export async function providerCallback(ctx: AppContext, headers: Record<string, string | undefined>, bizContent: string): Promise<void> {
  const provider = providerOf(ctx)
  if (!provider.fdd || !provider.fetchSigned) throw new BadRequest('未配置电子签章服务')
  if (!provider.fdd.checkCallback(headers, bizContent)) throw new BadRequest('回调签名无效')
  let biz: { signTaskId?: unknown } = {}
  try { biz = JSON.parse(bizContent) as typeof biz } catch { throw new BadRequest('bizContent 不是合法的 JSON') }
  const event = headers['x-fasc-event'] ?? ''
  const doc = typeof biz.signTaskId === 'string' ? await repo.documentByProviderTask(ctx.db, biz.signTaskId) : undefined
  // an event of a task that is not ours, or one we already finished, is acknowledged and changes nothing
  if (!doc || Number(doc.state) !== 0) return
  if (FINISHED.has(event)) {
    const pdf = await provider.fetchSigned(ctx, doc.providerTaskId)
    await finishSigned(ctx, doc, pdf, doc.signerId)
    await handSignDone(ctx, doc.signerId, doc.taskId, doc.id, 1)
  } else if (FAILED.has(event)) {
    await repo.updateDocument(ctx.db, doc.id, { state: -1 })
    await audit(ctx, doc.id, doc.signerId, 'fail', '', `电子签章服务：${event}`)
    await handSignDone(ctx, doc.signerId, doc.taskId, doc.id, -1)
  }
}
