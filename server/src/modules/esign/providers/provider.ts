// Who signs a document: the configured provider (法大大), or, unconfigured, this server itself (a local stamp that
// says what it is). Either way the document is first printed by the platform; the provider answers the signed PDF
// at once, or the address where the signer signs it, the PDF then coming with the provider's callback.
import type { AppContext } from '../../../context'
import { renderPdf, type DocumentPrint, type PdfStamp } from '../../visualdev'
import { FddClient, type Fetch } from './fdd-client'

export interface SignJob {
  documentId: string
  fileName: string
  print: DocumentPrint
  /** the signer's seal or signature at the place the flow gives */
  stamp: PdfStamp
  /** what the PDF's information dictionary records of the signature */
  info: Record<string, string>
  signer: { id: string; name: string; mobile: string }
}

export type SignOutcome = { state: 'signed'; pdf: Buffer } | { state: 'waiting'; providerTaskId: string; signUrl: string }

export interface ESignProvider {
  kind: 'local' | 'fdd'
  /** a certified electronic signature (a CA's certificate at the provider), not only a stamp */
  certified: boolean
  notice: string
  sign(ctx: AppContext, job: SignJob): Promise<SignOutcome>
  /** the signed PDF of a provider's sign task once its callback says it is finished */
  fetchSigned?(ctx: AppContext, providerTaskId: string): Promise<Buffer>
  fdd?: FddClient
}

export const LOCAL_NOTICE = '未配置电子签章服务：文件由本平台加盖本地签章并记录哈希，可在平台内验证，非CA认证的电子签名'

export const localProvider: ESignProvider = {
  kind: 'local',
  certified: false,
  notice: LOCAL_NOTICE,
  async sign(_ctx, job) {
    const pdf = await renderPdf({ ...job.print, stamps: [job.stamp], info: job.info })
    return { state: 'signed', pdf }
  }
}

/** A4 in points, as the provider's pixel positions count them from the page's top-left corner */
function fddProvider(ctx: AppContext, client: FddClient): ESignProvider {
  const owner = { idType: 'corp', openId: ctx.config.esignCorpId }
  return {
    kind: 'fdd',
    certified: true,
    notice: '电子签章由法大大提供，签署后的文件带有CA数字证书',
    fdd: client,
    async sign(_ctx, job) {
      const pdf = await renderPdf({ ...job.print, info: job.info })
      const fileId = await client.uploadPdf(pdf, job.fileName)
      const actorId = job.signer.id
      const created = await client.call<{ signTaskId?: string }>('/sign-task/create', {
        initiator: owner, signTaskSubject: job.print.title, transReferenceId: job.documentId, autoStart: true, autoFinish: true,
        docs: [{
          docId: '1', docName: job.fileName, docFileId: fileId,
          docFields: [{
            fieldId: 'sign-1', fieldType: 'person_sign',
            position: { positionMode: 'pixel', positionPageNo: job.stamp.page || 0, positionX: job.stamp.x, positionY: job.stamp.y }
          }]
        }],
        actors: [{
          actor: { actorType: 'person', actorId, actorName: job.signer.name, permissions: ['sign'], accountName: job.signer.mobile },
          signFields: [{ fieldDocId: '1', fieldId: 'sign-1' }]
        }]
      })
      if (!created?.signTaskId) throw new Error('电子签章服务未创建签署任务')
      const url = await client.call<{ actorSignTaskUrl?: string; actorSignTaskEmbedUrl?: string }>('/sign-task/actor/get-url', {
        signTaskId: created.signTaskId, actorId
      })
      const signUrl = url?.actorSignTaskEmbedUrl || url?.actorSignTaskUrl
      if (!signUrl) throw new Error('电子签章服务未给出签署地址')
      return { state: 'waiting', providerTaskId: created.signTaskId, signUrl }
    },
    async fetchSigned(_c, signTaskId) {
      const r = await client.call<{ downloadUrl?: string }>('/sign-task/owner/get-download-url', { ownerId: owner, signTaskId, fileType: 'doc', id: '1' })
      if (!r?.downloadUrl) throw new Error('电子签章服务未给出下载地址')
      return client.downloadPdf(r.downloadUrl)
    }
  }
}

let cached: { key: string; provider: ESignProvider } | null = null
/** tests hand in the fetch of a local fake; production uses the global one */
let httpImpl: Fetch | undefined

export function setESignFetch(impl: Fetch | undefined): void {
  httpImpl = impl
  cached = null
}

export function providerOf(ctx: AppContext): ESignProvider {
  const { esignBaseUrl, esignAppId, esignSecret } = ctx.config
  if (!esignBaseUrl) return localProvider
  const key = `${esignBaseUrl}|${esignAppId}`
  if (cached?.key !== key) {
    cached = { key, provider: fddProvider(ctx, new FddClient({ baseUrl: esignBaseUrl, appId: esignAppId, secret: esignSecret }, () => ctx.clock.now(), httpImpl)) }
  }
  return cached.provider
}
