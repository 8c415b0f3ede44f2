// The order as a PDF (监理通知单 with its 回复单): what was found where, the requirement and deadline, the photos
// and the issuer's signature; then every reply, return and closing with its photos and signature. Drawn by the
// printed records' renderer (visualdev/print-pdf.ts, pdfkit) and handed out as a one-time download like them.
import { ORDER_STATE_NAMES, type OrderState } from '@shared/api/supervision-orders'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { storeTemporary } from '../files'
import { formatDatePart } from '../system/bill-number'
import { parseFiles, memberOf } from '../tasks'
import { formatTime, placeOf, readPrintImages, renderPdf, type PrintBlock, type PrintSection } from '../visualdev'
import { orderRepository } from './repository'
import { readable } from './service'
import { STEP_NAMES, placeText, sectionText, typeName, viewOf } from './view'

const photoBlock = (caption: string, text: string): PrintBlock[] => {
  const photos = parseFiles(text)
  return photos.length ? [{ kind: 'images', caption, images: photos.map((p) => ({ source: p.url, name: p.name || '照片' })) }] : []
}
const signCell = (sign: string) => (sign ? { images: [{ source: sign, name: '签名' }] } : '（未签名）')

export async function printOrder(ctx: AppContext, user: UserTable, id: string): Promise<{ name: string; url: string }> {
  const m = await memberOf(ctx, user)
  const o = await readable(ctx, m, id)
  const steps = await orderRepository.steps(ctx.db, id)
  const v = await viewOf(ctx, [o], steps.map((s) => s.userId))
  const name = (userId: string) => v.names.get(userId) ?? ''
  const issue = steps.find((s) => s.kind === 'issue')
  const sections: PrintSection[] = [
    {
      title: '监理指令',
      blocks: [
        {
          kind: 'pairs', rows: [
            { label: '指令类型', value: `${typeName(o.type)}指令` },
            { label: '主题', value: o.subject },
            { label: '接收单位', value: sectionText(v.contracts.get(o.contractId)) },
            { label: '桩号/部位', value: placeText(o) },
            { label: '整改期限', value: o.deadline },
            { label: '当前状态', value: ORDER_STATE_NAMES[o.state as OrderState] ?? o.state }
          ]
        },
        { kind: 'text', text: `存在问题：${o.finding}` },
        { kind: 'text', text: `整改要求：${o.requirement}` },
        ...photoBlock('现场照片', o.photos),
        {
          kind: 'pairs', rows: [
            { label: '签发人', value: name(o.issuerUserId) },
            { label: '签发时间', value: formatTime(Number(o.creatorTime)) },
            { label: '监理工程师签名', value: signCell(issue?.signImg ?? '') }
          ]
        }
      ]
    },
    {
      title: '整改回复与复查',
      blocks: steps.filter((s) => s.kind !== 'issue').length === 0
        ? [{ kind: 'text', text: '暂无回复', muted: true }]
        : steps.filter((s) => s.kind !== 'issue').flatMap((s): PrintBlock[] => [
          {
            kind: 'pairs', rows: [
              { label: STEP_NAMES[s.kind] ?? s.kind, value: `${name(s.userId)}  ${formatTime(Number(s.createdAt))}` },
              { label: s.kind === 'reply' ? '整改情况' : '复查意见', value: s.content },
              { label: '签名', value: signCell(s.signImg) }
            ]
          },
          ...photoBlock(s.kind === 'reply' ? '整改照片' : '复查照片', s.photos)
        ])
    }
  ]
  const now = ctx.clock.now()
  const pdf = await renderPdf({
    title: '监理通知单', billNo: o.orderNo, header: await placeOf(ctx, o.projectId, o.contractId),
    printedBy: user.realName || user.account, printedAt: formatTime(now), sections, images: await readPrintImages(ctx.store, sections)
  })
  const file = await storeTemporary(ctx, user.id, 'pdf', pdf)
  return { name: `监理通知单_${o.orderNo}_${formatDatePart('yyyyMMddHHmmss', now)}.pdf`, url: file.url }
}
