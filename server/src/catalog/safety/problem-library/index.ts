// The problem library (隐患问题库) installed with the product, production or demo: one tree for the whole group.
import { siteCategories } from './site'
import type { LibraryCategory } from './types'
import { worksCategories } from './works'

export type { Level, LibraryCategory, LibraryItem, LibraryProblem } from './types'

export const problemLibrary: LibraryCategory[] = [
  ...siteCategories.slice(0, 3), worksCategories[0], worksCategories[1], siteCategories[3], worksCategories[2], worksCategories[3],
  ...siteCategories.slice(4)
]
