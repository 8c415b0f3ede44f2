// The demo construction schemes' PDF texts: each scheme's attachment is a real PDF in the file store (drawn with the
// print renderer: the scheme's particulars and its summary), uploaded as its author, so 方案文本(PDF) opens in the app.
import type { AppContext } from '../../../context'
import { PLAN_CATEGORIES } from '../../../catalog/engineering/models/construction-plan'
import { newStoredName } from '../../../modules/files/storage'
import { renderPdf } from '../../../modules/visualdev'
import { constructionPlanRecords } from '../records/engineering-supervision'
import { ms } from '../records'

type Json = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const category = (id: unknown) => PLAN_CATEGORIES.find(([c]) => c === id)?.[1] ?? ''

/** writes every demo scheme's PDF, points the record at it, and answers the attachments by record id */
export async function seedSchemePdfs(ctx: AppContext): Promise<Record<string, Json[]>> {
  const out: Record<string, Json[]> = {}
  for (const r of constructionPlanRecords.records) {
    const d = r.data
    const pdf = await renderPdf({
      title: '施工方案', billNo: text(d.planNo), header: text(d.location), printedBy: text(d.compiler), printedAt: r.at,
      sections: [{
        title: text(d.planName),
        blocks: [
          { kind: 'pairs', rows: [
            { label: '方案编号', value: text(d.planNo) }, { label: '方案类别', value: category(d.category) },
            { label: '适用部位', value: text(d.location) }, { label: '起讫桩号', value: text(d.chainage) },
            { label: '是否需专家论证', value: Number(d.expertReview) === 1 ? '是' : '否' }, { label: '编制人', value: text(d.compiler) }
          ] },
          { kind: 'text', text: text(d.summary) }
        ]
      }],
      images: new Map()
    })
    const at = ms(r.at)
    const name = newStoredName('pdf', new Date(at))
    await ctx.store.write('annex', name, pdf, 'application/pdf')
    await ctx.db.insertInto('uploadFile').values({ type: 'annex', name, userId: `u-${r.creator}`, createdAt: at, fileSize: pdf.length }).execute()
    const shown = Array.isArray(d.attachments) ? text((d.attachments[0] as Json | undefined)?.name) : ''
    const attachments = [{ name: shown || `${text(d.planName)}.pdf`, fileId: name, url: `/api/file/Image/annex/${name}`, fileSize: pdf.length, fileExtension: 'pdf' }]
    out[r.id] = attachments
    const row = await ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', r.id).executeTakeFirst()
    if (row) {
      const data = { ...(JSON.parse(row.data) as Json), attachments }
      await ctx.db.updateTable('visualdevRecord').set({ data: JSON.stringify(data) }).where('id', '=', r.id).execute()
    }
  }
  return out
}
