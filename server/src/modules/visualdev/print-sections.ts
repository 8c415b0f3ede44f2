// The parts a printed record is made of (issue 10, Actions/Print). Each part is a section provider: given the record
// as the caller may see it, it answers a titled section of plain blocks (label/value rows, tables, images, notes), or
// null when it has nothing to say. The PDF renderer owns the layout, so a provider never touches the PDF library.
// visualdev provides the record's fields and its change history; other modules add theirs with
// registerPrintSection (the workflow module its approval records), ordered by `order`.
import type { AppContext } from '../../context'
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import type { UserRow } from '../users/repository'
import type { FormField } from './form-fields'
import type { Origin } from './list-config'

export interface PrintInput {
  ctx: AppContext
  /** the caller; the record's read rights are checked before any provider runs */
  user: UserRow
  model: VisualDevTable
  record: VisualDevRecordTable
  origin: Origin
  /** the fields the caller may see (form rights applied), in the form's layout order */
  fields: FormField[]
  /** the record's display values (names for ids, labels for options, formatted dates), visible fields only */
  values: Record<string, unknown>
  /** the vModels the caller may see when form rights narrow them; null when every field is theirs to see */
  visible: Set<string> | null
}

/**
 * An image to draw: an upload of this server (`/api/file/Image/{type}/{name}`, with or without `/H5Api` or a host)
 * or a PNG/JPEG data URL (signatures). Anything else, a missing file or unreadable bytes print as a note.
 */
export interface PrintImage { source: string; name: string }

/** a cell: text, or images drawn small in it (a signature, the photos of a child-table row) */
export type PrintCell = string | { images: PrintImage[] }

export type PrintBlock =
  /** label/value rows */
  | { kind: 'pairs'; rows: { label: string; value: PrintCell }[] }
  /** a table whose header repeats on each page; `widths` are relative weights per column */
  | { kind: 'table'; caption?: string; columns: string[]; rows: PrintCell[][]; widths?: number[] }
  /** photos under a caption, scaled to fit, several per line */
  | { kind: 'images'; caption: string; images: PrintImage[] }
  /** a paragraph; muted for notes such as 暂无记录 */
  | { kind: 'text'; text: string; muted?: boolean }

export interface PrintSection { title: string; blocks: PrintBlock[] }

export interface PrintSectionProvider {
  /** one provider per id: registering the same id again replaces it (routes register once per app instance) */
  id: string
  /** sections print in ascending order: the record's fields 0, approval records 100, record states 150, change history 200 */
  order: number
  build(input: PrintInput): Promise<PrintSection | null>
}

const providers = new Map<string, PrintSectionProvider>()

/** adds (or replaces) a section of every printed record; answers a function that removes it again */
export function registerPrintSection(provider: PrintSectionProvider): () => void {
  providers.set(provider.id, provider)
  return () => {
    if (providers.get(provider.id) === provider) providers.delete(provider.id)
  }
}

/** the registered providers in print order (ties by id, so the order never depends on registration timing) */
export function printSectionProviders(): PrintSectionProvider[] {
  return [...providers.values()].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
}
