// The demo documents' PDFs, drawn with pdfkit and the print font when the store lacks them (a fresh install, a new
// bucket): a standard's cover with a note to read the official edition, a knowledge item's text, and a drawing
// sheet (A3, frame and title block, a schematic of its structure and the notes). Each is a few kB to a few tens of kB.
// A drawn PDF is kept per process, so test apps that seed again do not draw it again.
import PDFDocument from 'pdfkit'
import { LIBRARY_NAMES, STANDARD_STATE_NAMES, type DocumentLibrary, type StandardState } from '@shared/api/documents'
import type { Db } from '../../db/database'
import type { DocumentTable } from '../../db/schema'
import type { FileStore } from '../../lib/file-store'
import { seedDocuments } from '../../db/seed/documents'
import { printFont } from '../visualdev/print-font'
import { documentRepository } from './repository'

const FONT = 'cn'
const drawn = new Map<string, { bytes: Buffer; pages: number }>()

type Doc = PDFKit.PDFDocument

function render(size: string, landscape: boolean, title: string, draw: (doc: Doc) => void): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({ size, layout: landscape ? 'landscape' : 'portrait', margin: 50, info: { Title: title, Creator: '公路建设云平台' } })
  const chunks: Buffer[] = []
  let pages = 1
  doc.on('pageAdded', () => { pages += 1 })
  const done = new Promise<{ bytes: Buffer; pages: number }>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }))
    doc.on('error', reject)
  })
  doc.registerFont(FONT, printFont() as unknown as Buffer)
  doc.font(FONT)
  draw(doc)
  doc.end()
  return done
}

function standardPdf(d: DocumentTable) {
  return render('A4', false, `${d.code} ${d.title}`, (doc) => {
    const w = doc.page.width
    doc.fontSize(14).text('中华人民共和国行业标准', 0, 110, { width: w, align: 'center' })
    doc.fontSize(20).text(d.code, 0, 150, { width: w, align: 'center' })
    doc.moveTo(80, 190).lineTo(w - 80, 190).lineWidth(1.5).stroke()
    doc.fontSize(24).text(d.title, 70, 260, { width: w - 140, align: 'center' })
    if (d.effectiveDate) doc.fontSize(12).text(`${d.effectiveDate} 实施`, 0, 620, { width: w, align: 'center' })
    doc.fontSize(14).text(d.issuer, 0, 680, { width: w, align: 'center' })
    doc.fontSize(11).text(`状态：${STANDARD_STATE_NAMES[d.standardState as StandardState] ?? '现行'}${d.remark ? `（${d.remark}）` : ''}`, 0, 720, { width: w, align: 'center' })
    doc.addPage()
    doc.fontSize(16).text('说  明', { align: 'center' })
    doc.moveDown().fontSize(11).text(
      `本文件为公路建设云平台标准规范库收录的 ${d.code}《${d.title}》条目，列出标准编号、名称、发布单位与实施日期，供现场查阅与引用核对。` +
      '标准正文以人民交通出版社出版的正式文本为准，引用条文时请核对现行有效版本。', { lineGap: 6 })
  })
}

function knowledgePdf(d: DocumentTable, body: string[]) {
  return render('A4', false, d.title, (doc) => {
    doc.fontSize(18).text(d.title, { align: 'center' })
    doc.moveDown(0.5).fontSize(10).fillColor('#555').text(`${d.code}    ${d.issuer}    ${d.issueDate}`, { align: 'center' }).fillColor('#000')
    doc.moveDown()
    for (const p of body) doc.fontSize(11).text(p, { lineGap: 5, paragraphGap: 8 })
  })
}

/** a schematic of the structure the sheet shows, inside the box x, y, w, h */
function schematic(doc: Doc, d: DocumentTable, x: number, y: number, w: number, h: number) {
  doc.lineWidth(1.2).strokeColor('#000')
  const ground = y + h * 0.75
  if (d.category === '隧道工程') {
    const cx = x + w / 2
    const r = h * 0.35
    doc.moveTo(cx - r, ground).lineTo(cx - r, ground - r * 0.6).bezierCurveTo(cx - r, ground - r * 1.9, cx + r, ground - r * 1.9, cx + r, ground - r * 0.6)
      .lineTo(cx + r, ground).stroke()
    doc.moveTo(cx - r * 1.15, ground).lineTo(cx - r * 1.15, ground - r * 0.6).bezierCurveTo(cx - r * 1.15, ground - r * 2.15, cx + r * 1.15, ground - r * 2.15, cx + r * 1.15, ground - r * 0.6)
      .lineTo(cx + r * 1.15, ground).dash(6, { space: 4 }).stroke().undash()
    doc.moveTo(cx - r, ground).quadraticCurveTo(cx, ground + r * 0.3, cx + r, ground).stroke()
  } else if (d.category === '路基路面') {
    const top = ground - h * 0.3
    doc.polygon([x + w * 0.05, ground], [x + w * 0.25, top], [x + w * 0.75, top], [x + w * 0.95, ground]).stroke()
    for (let i = 1; i <= 4; i++) doc.moveTo(x + w * 0.25 + i * 4, top + i * 8).lineTo(x + w * 0.75 - i * 4, top + i * 8).stroke()
    doc.moveTo(x + w * 0.5, top - 20).lineTo(x + w * 0.5, ground + 10).dash(8, { space: 4 }).stroke().undash()
  } else if (d.category === '总体设计') {
    doc.moveTo(x + 20, ground).bezierCurveTo(x + w * 0.3, y + 20, x + w * 0.6, ground + 30, x + w - 20, y + 40).lineWidth(2.5).stroke().lineWidth(1)
    for (let i = 0; i <= 10; i++) {
      const px = x + 20 + (w - 40) * (i / 10)
      doc.moveTo(px, y + h - 30).lineTo(px, y + h - 20).stroke()
      doc.fontSize(7).text(`K${Math.round(i * 5.68)}`, px - 10, y + h - 16, { width: 30 })
    }
  } else {
    // a bridge or culvert elevation: deck, piers on piles
    const deck = y + h * 0.3
    doc.rect(x + w * 0.05, deck, w * 0.9, 14).stroke()
    const spans = d.title.includes('通道') ? 1 : 5
    for (let i = 0; i <= spans; i++) {
      const px = x + w * 0.05 + (w * 0.9) * (i / spans)
      doc.rect(px - 8, deck + 14, 16, ground - deck - 14).stroke()
      doc.moveTo(px - 5, ground).lineTo(px - 5, y + h - 10).moveTo(px + 5, ground).lineTo(px + 5, y + h - 10).dash(5, { space: 3 }).stroke().undash()
    }
  }
  doc.moveTo(x, ground).lineTo(x + w, ground).lineWidth(0.6).strokeColor('#8a6d3b').stroke().strokeColor('#000').lineWidth(1)
}

function drawingPdf(d: DocumentTable, notes: string[], projectName: string) {
  return render('A3', true, `${d.code} ${d.title}`, (doc) => {
    const W = doc.page.width
    const H = doc.page.height
    doc.lineWidth(2).rect(30, 20, W - 50, H - 40).stroke().lineWidth(1)
    schematic(doc, d, 60, 60, W - 360, H - 200)
    doc.fontSize(10)
    notes.forEach((n, i) => doc.text(n, W - 280, 80 + i * 40, { width: 240 }))
    // the title block
    const bx = 60
    const by = H - 110
    const cols = [[`${projectName}`, 260], [d.title, 320], [`图号 ${d.code}`, 120], [`设计 ${d.issuer}`, 240], [`日期 ${d.issueDate}`, 120]] as const
    let cx = bx
    doc.rect(bx, by, cols.reduce((s, c) => s + c[1], 0), 60).stroke()
    for (const [label, width] of cols) {
      doc.fontSize(label === d.title ? 13 : 10).text(label, cx + 6, by + 22, { width: width - 12, align: 'center', lineBreak: false, ellipsis: true })
      cx += width
      doc.moveTo(cx, by).lineTo(cx, by + 60).stroke()
    }
    if (d.structure) doc.fontSize(9).text(`构造物/部位：${d.structure}`, bx, by - 16)
  })
}

async function pdfOf(db: Db, d: DocumentTable): Promise<{ bytes: Buffer; pages: number } | undefined> {
  const known = drawn.get(d.seedKey)
  if (known) return known
  const seed = seedDocuments.find((s) => s.key === d.seedKey)
  if (!seed) return undefined
  const library = d.library as DocumentLibrary
  let made: { bytes: Buffer; pages: number }
  if (library === 'standard') made = await standardPdf(d)
  else if (library === 'knowledge') made = await knowledgePdf(d, seed.body ?? [])
  else {
    const project = await db.selectFrom('project').select('fullName').where('id', '=', d.projectId).executeTakeFirst()
    made = await drawingPdf(d, seed.body ?? [], project?.fullName ?? LIBRARY_NAMES.drawing)
  }
  drawn.set(d.seedKey, made)
  return made
}

/** writes the PDF of every demo document the store lacks, and records its size and pages */
export async function writeSeededDocuments(db: Db, store: FileStore): Promise<number> {
  let written = 0
  for (const d of await documentRepository.seeded(db)) {
    if (await store.stat('document', d.fileName)) continue
    const made = await pdfOf(db, d)
    if (!made) continue
    await store.write('document', d.fileName, made.bytes, 'application/pdf')
    await documentRepository.setFile(db, d.id, made.bytes.length, made.pages)
    written += 1
  }
  return written
}
