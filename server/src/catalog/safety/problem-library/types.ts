// The shape the installed problem library is written in: a category (检查类别) holds items (检查项), an item problems.
// A problem is [description, level, hazard category number (dt-hazardCategory), basis clause, measures, days to rectify].

/** g 一般隐患, m 重大隐患 (dt-hazardLevel) */
export type Level = 'g' | 'm'
export type LibraryProblem = [description: string, level: Level, category: number, basis: string, measures: string, days: number]
export interface LibraryItem { code: string; name: string; problems: LibraryProblem[] }
export interface LibraryCategory { code: string; name: string; items: LibraryItem[] }

export const item = (code: string, name: string, problems: LibraryProblem[]): LibraryItem => ({ code, name, problems })
export const category = (code: string, name: string, items: LibraryItem[]): LibraryCategory => ({ code, name, items })
