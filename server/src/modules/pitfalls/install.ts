// Installs the problem library of the catalogue (catalog/safety/problem-library) on every start, production or demo,
// as the system catalogue installs its dictionaries: only the nodes missing by id are added, so a restart is a no-op,
// a newer release adds its new problems, and the problems approved from proposals stay as they are.
import type { Db } from '../../db/database'
import type { ProblemNodeTable } from '../../db/schema'
import { problemLibrary, type LibraryCategory } from '../../catalog/safety/problem-library'
import { problemLibraryRepository } from './repository'

export const HAZARD_LEVEL = { g: 'dd-hazardLevel-general', m: 'dd-hazardLevel-major' } as const
export const hazardCategoryId = (n: number) => `dd-hazardCategory-${n}`

/** the rows of the catalogue's library: ids pl-<category>, pl-<category>-<item>, pl-<category>-<item>-<n> */
export function libraryRows(library: LibraryCategory[], now: number): ProblemNodeTable[] {
  const rows: ProblemNodeTable[] = []
  const node = (id: string, parentId: string, type: string, fullName: string, sortCode: number): ProblemNodeTable => ({
    id, parentId, type, fullName, sortCode, hazardLevel: '', hazardCategory: '', basis: '', measures: '', rectifyDays: null,
    proposalId: '', enabledMark: 1, createdAt: now
  })
  library.forEach((c, ci) => {
    const cid = `pl-${c.code}`
    rows.push(node(cid, '0', 'category', c.name, ci))
    c.items.forEach((it, ii) => {
      const iid = `${cid}-${it.code}`
      rows.push(node(iid, cid, 'item', it.name, ii))
      it.problems.forEach(([text, level, category, basis, measures, days], pi) => {
        rows.push({
          ...node(`${iid}-${pi + 1}`, iid, 'problem', text, pi),
          hazardLevel: HAZARD_LEVEL[level], hazardCategory: hazardCategoryId(category), basis, measures, rectifyDays: days
        })
      })
    })
  })
  return rows
}

export async function installProblemLibrary(db: Db, now = Date.now()): Promise<number> {
  const rows = libraryRows(problemLibrary, now)
  const have = await problemLibraryRepository.existingIds(db, rows.map((r) => r.id))
  const missing = rows.filter((r) => !have.has(r.id))
  if (missing.length) await db.transaction().execute((trx) => problemLibraryRepository.insertNodes(trx, missing))
  return missing.length
}
